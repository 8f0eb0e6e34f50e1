import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { contentTypeOf, findFile } from './static-files';

describe('finding a file of the build for a URL path', () => {
  let root: string;

  beforeAll(() => {
    const parent = mkdtempSync(path.join(tmpdir(), 'sorsi-static-'));
    root = path.join(parent, 'dist');
    mkdirSync(path.join(root, 'assets'), { recursive: true });
    writeFileSync(path.join(root, 'assets', 'app 1.js'), 'ok');
    writeFileSync(path.join(root, '.env'), 'SECRET=1');
    writeFileSync(path.join(parent, 'secret.txt'), 'outside');
  });

  afterAll(() => rmSync(path.dirname(root), { recursive: true, force: true }));

  it('finds a file by its URL-encoded path', async () => {
    expect((await findFile(root, '/assets/app%201.js'))?.file).toBe(path.join(root, 'assets', 'app 1.js'));
  });

  it.each([
    ['a directory', '/assets'],
    ['a missing file', '/assets/none.js'],
    ['a hidden file', '/.env'],
    ['a way out of the build', '/../secret.txt'],
    ['an encoded way out', '/%2e%2e/secret.txt'],
    ['a NUL byte', '/assets/app%00.js'],
    ['a malformed escape', '/assets/%E0%A4%A.js'],
  ])('finds nothing for %s', async (_case, urlPath) => {
    expect(await findFile(root, urlPath)).toBeNull();
  });

  it('types the files a build writes, and anything else as bytes', () => {
    expect(contentTypeOf('/assets/app.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('/assets/font.woff2')).toBe('font/woff2');
    expect(contentTypeOf('/assets/blob.bin')).toBe('application/octet-stream');
  });
});
