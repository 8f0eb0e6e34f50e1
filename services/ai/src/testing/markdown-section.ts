import { readFile, writeFile } from 'node:fs/promises';

/**
 * Replaces one `## ` section of a Markdown figures file (from its heading to the next `## ` heading), or
 * appends it: each bench rewrites only its own figures and the other benches' sections stay as recorded.
 * `section` starts with its own `## <title>` line; the title's start up to the first '(' finds the old one.
 */
export function replaceSection(document: string, section: string): string {
  const heading = section.split('\n', 1)[0]!;
  if (!heading.startsWith('## ')) throw new Error(`A section starts with its "## " heading: ${heading}`);
  const key = heading.split('(')[0]!.trim();
  const lines = document.split('\n');
  const start = lines.findIndex((line) => line.startsWith('## ') && line.split('(')[0]!.trim() === key);
  const body = section.trimEnd().split('\n');
  if (start < 0) return `${document.trimEnd()}\n\n${body.join('\n')}\n`;
  const next = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  const end = next < 0 ? lines.length : next;
  const after = lines.slice(end);
  return [...lines.slice(0, start), ...body, ...(after.length > 0 ? ['', ...after] : [''])].join('\n');
}

/** Writes the sections into the figures file, each in place of its old version. */
export async function updateSections(file: string, sections: string[]): Promise<void> {
  const document = await readFile(file, 'utf8').catch(() => '');
  await writeFile(file, sections.reduce(replaceSection, document));
}
