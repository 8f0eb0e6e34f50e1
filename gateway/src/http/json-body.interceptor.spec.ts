import { Body, Controller, Post } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { HttpErrorFilter } from './http-error.filter';
import { BodyLimit, JsonBodyInterceptor, leaveBodiesUnread } from './json-body.interceptor';

@Controller()
class UploadController {
  @Post('default')
  echoDefault(@Body() body: { data: string }) {
    return { length: body.data.length };
  }

  @Post('large')
  @BodyLimit('2mb')
  echoLarge(@Body() body: { data: string }) {
    return { length: body.data.length };
  }
}

describe('JsonBodyInterceptor', () => {
  let app: NestFastifyApplication;
  let url: string;

  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [UploadController],
      providers: [
        { provide: APP_INTERCEPTOR, useClass: JsonBodyInterceptor },
        { provide: APP_FILTER, useClass: HttpErrorFilter },
      ],
    }).compile();
    const adapter = new FastifyAdapter();
    leaveBodiesUnread(adapter.getInstance());
    app = moduleRef.createNestApplication<NestFastifyApplication>(adapter, { bodyParser: false, logger: false });
    await app.listen(0, '127.0.0.1');
    url = await app.getUrl();
  });

  afterAll(() => app.close());

  const post = (path: string, size: number) =>
    fetch(`${url}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: 'x'.repeat(size) }),
    });

  it('parses JSON up to 1 MB by default and refuses more with 413 JSON', async () => {
    expect(await (await post('default', 1000)).json()).toEqual({ length: 1000 });
    const refused = await post('default', 1_500_000);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toMatchObject({ message: expect.stringContaining('1mb') });
  });

  it('lets a route raise its own limit with @BodyLimit', async () => {
    expect(await (await post('large', 1_500_000)).json()).toEqual({ length: 1_500_000 });
    expect((await post('large', 2_500_000)).status).toBe(413);
  });
});
