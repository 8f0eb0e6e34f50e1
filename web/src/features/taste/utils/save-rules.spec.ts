import { GREETING, newMessage } from './chat-messages';
import { canOfferSave, EMPTY_CONVERSATION, SAVE_IN_PROGRESS, saveBlocker } from './save-rules';

const greeting = newMessage({ role: 'assistant', content: GREETING });
const question = newMessage({ role: 'user', content: 'A Barolo' });
const answer = newMessage({ role: 'assistant', content: 'Lovely' });

describe('canOfferSave (spec §4: "enabled only when at least one user message and one assistant message exist and nothing is loading")', () => {
  it.each<[string, (typeof question)[], boolean, boolean]>([
    ['only the greeting', [greeting], false, false],
    ['only user messages', [question], false, false],
    ['a user and an assistant message', [greeting, question], false, true],
    ['an exchange', [greeting, question, answer], false, true],
    ['an exchange while something loads', [greeting, question, answer], true, false],
  ])('%s', (_case, messages, busy, enabled) => {
    expect(canOfferSave(messages, busy)).toBe(enabled);
  });
});

describe('saveBlocker (spec §5 "Saving a tasting")', () => {
  it.each<[string, (typeof question)[], boolean, unknown]>([
    ['"more than 1 message required"', [greeting], false, EMPTY_CONVERSATION],
    ['no messages at all', [], false, EMPTY_CONVERSATION],
    ['"A second save while one runs"', [greeting, question, answer], true, SAVE_IN_PROGRESS],
    ['an exchange, no save running', [greeting, question, answer], false, null],
  ])('%s', (_case, messages, saving, blocker) => {
    expect(saveBlocker(messages, saving)).toEqual(blocker);
  });

  it("uses the spec's words", () => {
    expect(EMPTY_CONVERSATION).toMatchObject({
      title: 'Cannot save empty conversation',
      description: 'Please have at least one exchange before saving.',
    });
    expect(SAVE_IN_PROGRESS).toMatchObject({
      title: 'Save in progress',
      description: 'Please wait for the current save to complete.',
    });
  });
});
