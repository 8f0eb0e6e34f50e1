import { randomUUID } from 'node:crypto';
import { type Actor, AppError, CreateTastingBodySchema, type Tasting, TastingRpc } from '@sorsi/proto';
import { startTastingHarness, type TastingHarness } from '../testing/tasting-harness';

jest.setTimeout(30_000);

/** `tasting.exportTastings` ("Download my data") over the queue: the actor's own tastings, every one, in pages. */
describe('tasting.exportTastings', () => {
  let h: TastingHarness;
  const person = () => h.person();
  const save = (actor: Actor, body: Parameters<typeof CreateTastingBodySchema.parse>[0]) =>
    h.call(TastingRpc.create, CreateTastingBodySchema.parse(body), actor);
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => 'succeeded',
      (error: unknown) => (error instanceof AppError ? error.code : error),
    );

  /** Every page from the first, with the limit given. */
  async function exportAll(actor: Actor, limit: number) {
    const pages = [];
    let cursor: string | undefined;
    do {
      const page = await h.call(TastingRpc.exportTastings, { limit, ...(cursor && { cursor }) }, actor);
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return pages;
  }

  beforeAll(async () => {
    h = await startTastingHarness();
  });

  afterAll(() => h?.close());

  it('pages through all of the actor’s tastings, private ones with their conversation, and nobody else’s', async () => {
    const ana = person();
    const photo = `/api/media/u/${ana.userId}/upload/${randomUUID()}.webp`;
    const saved: Tasting[] = [];
    for (let n = 1; n <= 5; n++) {
      saved.push(
        await save(ana, {
          title: `Barolo ${n}`,
          visibility: n % 2 === 0 ? 'private' : 'public',
          conversation: [
            { role: 'user', content: `Tasting number ${n}`, image: photo },
            { role: 'assistant', content: 'Tar and roses.' },
          ],
        }),
      );
    }
    await save(person(), { title: 'Someone else’s secret', visibility: 'private' });

    const pages = await exportAll(ana, 2);
    expect(pages.map((page) => page.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((page) => page.total === 5)).toBe(true);
    const items = pages.flatMap((page) => page.items);
    expect(items).toEqual([...saved].reverse());
    expect(items[1]).toMatchObject({
      title: 'Barolo 4',
      visibility: 'private',
      conversation: [{ role: 'user', content: 'Tasting number 4', image: photo }, { role: 'assistant' }],
    });
  });

  it('answers an empty page for someone without tastings', async () => {
    await expect(h.call(TastingRpc.exportTastings, {}, person())).resolves.toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('refuses no actor, a tampered cursor and pages above the limit, naming nobody through the payload', async () => {
    const ana = person();
    await expect(failure(h.call(TastingRpc.exportTastings, {}, null))).resolves.toBe('VALIDATION');
    await expect(failure(h.call(TastingRpc.exportTastings, { cursor: 'bm90IGEgY3Vyc29y' }, ana))).resolves.toBe(
      'VALIDATION',
    );
    await expect(failure(h.call(TastingRpc.exportTastings, { limit: 51 }, ana))).resolves.toBe('VALIDATION');
    const stray = { userId: randomUUID() } as unknown as Record<string, never>;
    await expect(failure(h.call(TastingRpc.exportTastings, stray, ana))).resolves.toBe('VALIDATION');
  });
});
