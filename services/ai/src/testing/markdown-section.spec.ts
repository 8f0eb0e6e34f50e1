import { replaceSection } from './markdown-section';

const DOC = '# Figures\n\n## Labels (bench A)\n\nold A\n\n## Knowledge\n\nK figures\n';

describe('replaceSection', () => {
  it('replaces only the section with the same title, keeping the others', () => {
    expect(replaceSection(DOC, '## Labels (bench A, rerun)\n\nnew A\n')).toBe(
      '# Figures\n\n## Labels (bench A, rerun)\n\nnew A\n\n## Knowledge\n\nK figures\n',
    );
  });

  it('replaces the last section up to the end of the file', () => {
    expect(replaceSection(DOC, '## Knowledge\n\nK again')).toBe(
      '# Figures\n\n## Labels (bench A)\n\nold A\n\n## Knowledge\n\nK again\n',
    );
  });

  it('appends a section the file does not have yet', () => {
    expect(replaceSection(DOC, '## Bottles\n\nB')).toBe(`${DOC}\n## Bottles\n\nB\n`);
  });

  it('refuses a section without its heading', () => {
    expect(() => replaceSection(DOC, 'no heading')).toThrow(/heading/);
  });
});
