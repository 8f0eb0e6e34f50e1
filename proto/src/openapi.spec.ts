import { openApiDocument } from './openapi';

describe('the API document', () => {
  const document = openApiDocument() as { components: { schemas: Record<string, unknown> } };
  const text = JSON.stringify(document);

  it('writes a named shape once, under components, and refers to it from every route that carries it', () => {
    expect(document.components.schemas).toHaveProperty('TastingNote');
    expect(text).not.toContain('"$defs"');
    expect(text.match(/"#\/components\/schemas\/TastingNote"/g)?.length).toBeGreaterThan(5);
  });

  it('refers only to components it has', () => {
    const refs = [...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    for (const name of new Set(refs)) expect(document.components.schemas).toHaveProperty([name]);
  });
});
