import {
  type Actor,
  type Aroma,
  CreateTastingBodySchema,
  emptyTastingNote,
  type Tasting,
  type TastingNote,
  TastingRpc,
  TastingSearchQuerySchema,
  UpdateTastingBodySchema,
} from '@sorsi/proto';
import { startTastingHarness, type TastingHarness } from '../testing/tasting-harness';

jest.setTimeout(30_000);

/** A note naming these aromas (as the person's) and a dry palate the sommelier inferred. */
function noteWith(...aromas: Aroma[]): TastingNote {
  const note = emptyTastingNote();
  return {
    ...note,
    nose: { intensity: null, aromas: aromas.map((value) => ({ value, source: 'said' })) },
    palate: { ...note.palate, sweetness: { value: 'dry', source: 'inferred' } },
  };
}

/**
 * The structured tasting note in the tasting service, over the queue against Postgres: stored with the
 * tasting, checked with what others see of a public one, and found by aroma under the tasting policy.
 */
describe('tasting notes', () => {
  let h: TastingHarness;

  beforeAll(async () => {
    h = await startTastingHarness();
  });

  afterAll(() => h?.close());

  beforeEach(() => {
    h.checked.length = 0;
  });

  const save = (owner: Actor, fields: Record<string, unknown>) =>
    h.call(TastingRpc.create, CreateTastingBodySchema.parse(fields), owner);
  const search = (viewer: Actor, query: string, extra: Record<string, string> = {}) =>
    h.call(TastingRpc.search, TastingSearchQuerySchema.parse({ query, ...extra }), viewer);
  const titles = (page: { items: Tasting[] | Array<{ title: string }> }) => page.items.map((item) => item.title);

  it('keeps the note with the tasting, and none when nothing in it is filled', async () => {
    const owner = h.person();
    const saved = await save(owner, { title: 'Noted', note: noteWith('cherry', 'leather'), visibility: 'private' });
    expect(saved.note).toEqual(noteWith('cherry', 'leather'));
    expect((await h.call(TastingRpc.get, { id: saved.id }, owner)).note).toEqual(noteWith('cherry', 'leather'));
    const blank = await save(owner, { title: 'Blank', note: emptyTastingNote(), visibility: 'private' });
    expect(blank.note).toBeNull();
    const [row] = await h.dataSource.query('SELECT note FROM tasting.tastings WHERE id = $1', [blank.id]);
    expect(row.note).toBeNull();
  });

  it('changes or clears the note on update, leaving it alone when an update does not name it', async () => {
    const owner = h.person();
    const saved = await save(owner, { title: 'Evolving', note: noteWith('plum'), visibility: 'private' });
    const autoSaved = await h.call(
      TastingRpc.update,
      { id: saved.id, changes: UpdateTastingBodySchema.parse({ conversation: [{ role: 'user', content: 'More' }] }) },
      owner,
    );
    expect(autoSaved.note).toEqual(noteWith('plum'));
    const changed = await h.call(
      TastingRpc.update,
      { id: saved.id, changes: UpdateTastingBodySchema.parse({ note: noteWith('plum', 'tar') }) },
      owner,
    );
    expect(changed.note).toEqual(noteWith('plum', 'tar'));
    const cleared = await h.call(
      TastingRpc.update,
      { id: saved.id, changes: UpdateTastingBodySchema.parse({ note: null }) },
      owner,
    );
    expect(cleared.note).toBeNull();
  });

  it('refuses a note outside its scales and vocabulary, and stores nothing', async () => {
    const owner = h.person();
    const bad = { ...noteWith('cherry'), nose: { intensity: null, aromas: [{ value: 'gasoline', source: 'said' }] } };
    await expect(
      h.call(TastingRpc.create, { ...CreateTastingBodySchema.parse({ title: 'Bad' }), note: bad } as never, owner),
    ).rejects.toMatchObject({ code: 'VALIDATION' });
    expect(await h.dataSource.query('SELECT 1 FROM tasting.tastings WHERE user_id = $1', [owner.userId])).toEqual([]);
  });

  it("passes a public tasting's note through the moderation check, again only when the note changes", async () => {
    const owner = h.person();
    const saved = await save(owner, { title: 'Shared', note: noteWith('violet', 'mint') });
    expect(h.checked.at(-1)?.fields).toContainEqual({
      field: 'Tasting note',
      text: 'Nose: violet, mint. Palate: sweetness dry.',
    });
    const before = h.checked.length;
    await h.call(TastingRpc.update, { id: saved.id, changes: { note: noteWith('violet', 'mint') } }, owner);
    expect(h.checked).toHaveLength(before);
    await h.call(TastingRpc.update, { id: saved.id, changes: { note: noteWith('violet') } }, owner);
    expect(h.checked).toHaveLength(before + 1);
    expect(h.checked.at(-1)?.fields).toContainEqual({
      field: 'Tasting note',
      text: 'Nose: violet. Palate: sweetness dry.',
    });
  });

  describe('search by aroma', () => {
    let alice: Actor;
    let bob: Actor;

    beforeAll(async () => {
      alice = h.person();
      bob = h.person();
      // Oldest first: search lists newest first within a match tier.
      await save(alice, { title: 'Cherry Hill Pinot', note: noteWith('raspberry') });
      await save(alice, { title: 'Barolo at home', note: noteWith('cherry', 'leather', 'tar') });
      await save(alice, { title: 'A Sangiovese', note: noteWith('cherry') });
      await save(alice, { title: 'Private Rioja', note: noteWith('leather', 'cherry'), visibility: 'private' });
      await save(bob, { title: 'Bodegas Cherry', note: noteWith('leather', 'vanilla', 'cherry') });
      await save(bob, {
        title: 'A long chat',
        summary: 'A chat',
        conversation: [{ role: 'user', content: 'Lots of cherry and leather in this one' }],
      });
    });

    it('finds the tastings whose note names every aroma asked for, among those the viewer may see', async () => {
      expect(titles(await search(bob, 'tastings with cherry and leather'))).toEqual([
        'Bodegas Cherry',
        'Barolo at home',
      ]);
      // Then, as text, the conversation that names both; her own private one among her own tastings.
      expect(titles(await search(alice, 'Leather & cherries'))).toEqual([
        'Bodegas Cherry',
        'Barolo at home',
        'A long chat',
      ]);
      expect(titles(await search(alice, 'leather and cherry', { userId: alice.userId }))).toEqual([
        'Private Rioja',
        'Barolo at home',
      ]);
    });

    it('ranks note matches before label and conversation matches of the same words, one page after another', async () => {
      const all = titles(await search(bob, 'cherry', { limit: '20' }));
      expect(all).toEqual(['Bodegas Cherry', 'A Sangiovese', 'Barolo at home', 'Cherry Hill Pinot', 'A long chat']);
      const paged: string[] = [];
      let cursor: string | undefined;
      do {
        const page = await search(bob, 'cherry', { limit: '2', ...(cursor && { cursor }) });
        paged.push(...titles(page));
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      expect(paged).toEqual(all);
    });

    it('searches label fields only when asked to, and a term that is not all aromas as before', async () => {
      expect(titles(await search(bob, 'cherry', { textSearch: 'false' }))).toEqual([
        'Bodegas Cherry',
        'Cherry Hill Pinot',
      ]);
      // 'Barolo at home' notes cherry, but its label and words do not say 'cherry Barolo'.
      expect(titles(await search(bob, 'cherry Barolo'))).toEqual([]);
    });
  });
});
