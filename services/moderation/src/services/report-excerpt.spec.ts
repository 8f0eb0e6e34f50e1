import { reportExcerpt } from './reports.service';

// Issue 21 §4: a report's outcome says which post, comment or tasting it was about.
describe('reportExcerpt', () => {
  it('quotes the first line of what a person reported', () => {
    expect(reportExcerpt({ source: 'person', contentText: 'Etna at dusk\n\nA long summary' })).toBe('Etna at dusk');
  });

  it("leaves out the field names of a held item's snapshot", () => {
    expect(reportExcerpt({ source: 'moderation', contentText: 'Caption: Barolo night\nPlace: Alba' })).toBe(
      'Barolo night',
    );
  });

  it('shortens a long line and quotes nothing for a photo alone', () => {
    expect(reportExcerpt({ source: 'person', contentText: 'x'.repeat(120) })).toHaveLength(80);
    expect(reportExcerpt({ source: 'person', contentText: '' })).toBeNull();
  });
});
