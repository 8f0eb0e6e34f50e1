import type { TastingMessage } from '@sorsi/proto';
import { deriveSummary } from './summary';

const message = (content: string, role: TastingMessage['role'] = 'user'): TastingMessage => ({ role, content });

// taste-and-account.md §9: "Summary: when more than 2 messages, the second message's first 150 characters
// plus '...'; otherwise 'Wine tasting session'."
describe('deriveSummary (spec §9)', () => {
  it.each([0, 1, 2])("is 'Wine tasting session' with %i message(s)", (count) => {
    const conversation = Array.from({ length: count }, (_, i) => message(`message ${i}`));
    expect(deriveSummary(conversation)).toBe('Wine tasting session');
  });

  it("takes the second message's first 150 characters plus '...' with more than 2 messages", () => {
    const second = `${'a'.repeat(150)}BEYOND`;
    const summary = deriveSummary([message('Welcome!', 'assistant'), message(second), message('reply', 'assistant')]);
    expect(summary).toBe(`${'a'.repeat(150)}...`);
  });

  it("adds '...' even when the second message is short", () => {
    expect(deriveSummary([message('Hi', 'assistant'), message('A Barolo 2016'), message('Nice', 'assistant')])).toBe(
      'A Barolo 2016...',
    );
  });
});
