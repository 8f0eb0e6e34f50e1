import { chooseSearchMode } from './search-mode';

// social-and-discovery.md §4 Browse: "Search is metadata-only below 3 characters and also searches
// conversation content from 3 characters"; §9: "Conversation search minimum 3 characters".
describe('chooseSearchMode', () => {
  it.each([
    ['c', 'labels'],
    ['ca', 'labels'],
    ['cab', 'everything'],
    ['cherry notes', 'everything'],
    ['🍷🍷', 'labels'],
    ['ros\u0065\u0301', 'everything'],
    ['e\u0301e', 'labels'],
  ])('%j searches %s', (term, mode) => {
    expect(chooseSearchMode(term, true)).toBe(mode);
  });

  it('keeps to the label fields when the caller turns text search off', () => {
    expect(chooseSearchMode('cherry notes', false)).toBe('labels');
  });
});
