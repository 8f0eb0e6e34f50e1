import { Body, Controller } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { route } from '@sorsi/proto';
import { z } from 'zod';
import { DeclaredInputInterceptor } from './declared-input.interceptor';
import { HttpErrorFilter } from './http-error.filter';
import { readJsonBodies } from './json-bodies';
import { Route } from './route.decorator';

const Data = z.strictObject({ data: z.string().optional() });
const Uploads = {
  plain: route({ method: 'POST', path: '/plain', summary: 'default limit', access: 'anyone', body: Data, errors: [] }),
  large: route({
    method: 'POST',
    path: '/large',
    summary: 'its own limit',
    access: 'anyone',
    body: Data,
    maxBodyMb: 2,
    errors: [],
  }),
  worded: route({
    method: 'POST',
    path: '/worded',
    summary: 'its own words for a refused body',
    access: 'anyone',
    body: z.strictObject({ phrase: z.literal('YES') }),
    invalidBodyMessage: 'Say YES',
    errors: [],
  }),
};

@Controller()
class UploadController {
  @Route(Uploads.plain)
  plain(@Body() body: z.infer<typeof Data>) {
    return { length: body.data?.length ?? 0 };
  }

  @Route(Uploads.large)
  large(@Body() body: z.infer<typeof Data>) {
    return { length: body.data?.length ?? 0 };
  }

  @Route(Uploads.worded)
  worded() {
    return { ok: true };
  }
}

describe('JSON bodies, read to the limit their route declares and validated with its schema', () => {
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [UploadController],
      providers: [
        { provide: APP_INTERCEPTOR, useClass: DeclaredInputInterceptor },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    }).compile();
    const adapter = new FastifyAdapter();
    readJsonBodies(adapter.getInstance());
    app = moduleRef.createNestApplication<NestFastifyApplication>(adapter, { bodyParser: false, logger: false });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });

  afterAll(() => app.close());

  const post = (path: string, body: BodyInit | undefined, contentType = 'application/json') =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });
  const sized = (size: number) => JSON.stringify({ data: 'x'.repeat(size) });
  /** The same body without a Content-Length (chunked), so only counting while reading can refuse it. */
  const chunked = (text: string) =>
    fetch(`${url}/plain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([text]).stream(),
      duplex: 'half',
    } as RequestInit);

  it('reads up to 1 MB by default and refuses more with 413 naming the limit, sized or chunked', async () => {
    expect(await (await post('/plain', sized(1000))).json()).toEqual({ length: 1000 });
    for (const refused of [await post('/plain', sized(1_500_000)), await chunked(sized(1_500_000))]) {
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({
        message: 'The request body is larger than the 1mb this route accepts',
      });
    }
    expect(await (await chunked(sized(1000))).json()).toEqual({ length: 1000 });
  });

  it('lets a route declare its own limit (maxBodyMb)', async () => {
    expect(await (await post('/large', sized(1_500_000))).json()).toEqual({ length: 1_500_000 });
    const refused = await post('/large', sized(2_500_000));
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('2mb') });
  });

  it('answers 400 for a body that is not JSON, and 415 for one that is not sent as JSON', async () => {
    const malformed = await post('/plain', '{"data":');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ code: 'VALIDATION', message: 'The request body is not valid JSON' });
    const form = await post('/plain', 'data=x', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ message: 'Send the body as JSON (Content-Type: application/json)' });
  });

  it('reads no body as {}, and refuses an unknown field naming it', async () => {
    expect(await (await post('/plain', undefined)).json()).toEqual({ length: 0 });
    const unknown = await post('/plain', JSON.stringify({ data: 'x', isAdmin: true }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringMatching(/isAdmin/) });
  });

  it('validates a body its handler never reads, in the words its route declares', async () => {
    const refused = await post('/worded', JSON.stringify({ phrase: 'no' }));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'VALIDATION', message: 'Say YES' });
    expect((await post('/worded', JSON.stringify({ phrase: 'YES' }))).status).toBe(200);
  });
});
