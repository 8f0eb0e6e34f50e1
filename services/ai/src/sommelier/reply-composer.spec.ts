// Issue 3 §3: the offline sommelier composes replies from what the person wrote and the conversation so
// far — what to expect on the nose and palate, how to serve it, what to eat with it, a question to keep the
// tasting going — with no canned paragraphs unrelated to the input. Spec §5: an empty reply is an error.
import { deriveWineType } from '@sorsi/proto';
import { GRAPES, REGIONS, foldPhrase, grapeByName } from '../knowledge';
import type { ChatMessage } from './chat-message';
import { extractWineData } from './extract-wine-data';
import { composeReply } from './reply-composer';

const now = new Date('2025-06-01T12:00:00Z');
const greeting: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
const ask = (...userTurns: string[]): string => {
  const messages: ChatMessage[] = [greeting];
  for (const turn of userTurns) {
    messages.push({ role: 'user', content: turn });
    if (turn !== userTurns[userTurns.length - 1])
      messages.push({ role: 'assistant', content: composeReply(messages, null, now) });
  }
  return composeReply(messages, null, now);
};
const mentionsOneOf = (reply: string, items: string[]) => items.some((i) => foldPhrase(reply).includes(foldPhrase(i)));
const endsWithQuestion = (reply: string) => /\?$/.test(reply.trim());

describe('composeReply', () => {
  it.each(['Malbec', 'Riesling', 'Nebbiolo', 'Sauvignon Blanc', 'Tempranillo', 'Grüner Veltliner'])(
    'about a %s: its aromas or palate, its serving temperature, a pairing, and a question',
    (name) => {
      const grape = grapeByName(name)!;
      const reply = ask(`I'm tasting a ${name} tonight`);
      expect(mentionsOneOf(reply, [...grape.aromas, ...grape.palate])).toBe(true);
      expect(reply).toContain(`${grape.servingTempC[0]}–${grape.servingTempC[1]} °C`);
      expect(mentionsOneOf(reply, grape.pairings)).toBe(true);
      expect(endsWithQuestion(reply)).toBe(true);
    },
  );

  it('talks about the region, producer, vintage and label terms it recognises', () => {
    const reply = ask('A 2016 Chianti Classico Riserva from Fontodi');
    expect(reply).toContain('Fontodi');
    expect(reply).toContain('Chianti Classico');
    expect(reply).toContain('Riserva, on a label');
    expect(reply).toContain('Sangiovese'); // the grape behind the appellation
    expect(reply).toMatch(/At 9 years/);
  });

  it('is deterministic for the same conversation and different for different ones', () => {
    expect(ask('A Malbec from Mendoza')).toBe(ask('A Malbec from Mendoza'));
    const replies = new Set(
      ['A Malbec from Mendoza', 'A Riesling from the Mosel', 'A Barolo', 'Some Champagne'].map((t) => ask(t)),
    );
    expect(replies.size).toBe(4);
  });

  it('varies its wording between similar questions', () => {
    const openings = new Set(
      GRAPES.slice(0, 30).map((g) =>
        ask(`A ${g.name}`)
          .split(/[—:,.]/)[1]
          ?.trim(),
      ),
    );
    expect(openings.size).toBeGreaterThan(1);
  });

  it.each([
    ['no messages at all', [] as ChatMessage[]],
    ['only the greeting', [greeting]],
    ['an empty message', [greeting, { role: 'user', content: '' } as ChatMessage]],
    ['blank space', [greeting, { role: 'user', content: ' \n\t ' } as ChatMessage]],
    ['garbage', [greeting, { role: 'user', content: '@@@ ### 1234567 ¯\\_(ツ)_/¯' } as ChatMessage]],
    ['a very long message', [greeting, { role: 'user', content: 'la '.repeat(5000) } as ChatMessage]],
  ])('never returns an empty reply and asks what is in the glass (%s)', (_case, messages) => {
    const reply = composeReply(messages, null, now);
    expect(reply.trim().length).toBeGreaterThan(20);
    expect(endsWithQuestion(reply)).toBe(true);
    expect(reply).toMatch(/label/);
  });

  it('greets back a greeting and acknowledges thanks', () => {
    expect(ask('Hello!')).toMatch(/^(Hello|Hi|Cheers)/);
    expect(ask('Thanks, that was helpful')).toMatch(/^(You're welcome|My pleasure|Glad it helped)/);
  });

  it('answers a pairing question with the wine’s own pairings first', () => {
    const reply = ask('What should I eat with a Barolo?');
    const nebbiolo = grapeByName('Nebbiolo')!;
    const foodAt = Math.min(...nebbiolo.pairings.map((p) => reply.indexOf(p)).filter((i) => i >= 0));
    const servingAt = reply.indexOf('°C');
    expect(foodAt).toBeGreaterThan(0);
    expect(foodAt).toBeLessThan(servingAt);
  });

  it('judges a food the person names against the wine', () => {
    expect(ask('Cabernet Sauvignon with steak tonight')).toMatch(/With steak, yes/);
    expect(ask('Cabernet Sauvignon with oysters tonight')).toMatch(/With oysters I would be careful/);
  });

  it('leads with serving advice when asked how to serve', () => {
    const reply = ask('How should I serve my Pinot Noir?');
    expect(reply.indexOf('°C')).toBeLessThan(
      reply.indexOf('on the nose') === -1 ? Infinity : reply.indexOf('on the nose'),
    );
    expect(reply).toContain('13–16 °C');
  });

  it('says whether a wine is ready, from its age', () => {
    expect(ask('Is my 2010 Château Margaux ready to drink?')).toMatch(/At 15 years/);
  });

  it('keeps talking about the wine named earlier in the conversation', () => {
    const reply = ask('I opened a 2015 Barolo', 'It is very tannic, what should I eat with it?');
    expect(reply).toMatch(/the 2015 Barolo|your 2015 Barolo/);
    expect(reply).toMatch(/tannin/);
    expect(mentionsOneOf(reply, grapeByName('Nebbiolo')!.pairings)).toBe(true);
  });

  it('recommends grapes for a dish when no wine is named', () => {
    const reply = ask('What wine goes with salmon?');
    const suggested = GRAPES.filter((g) => reply.includes(g.name));
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.some((g) => g.pairings.some((p) => /salmon/i.test(p)))).toBe(true);
    expect(endsWithQuestion(reply)).toBe(true);
  });

  it('guesses the grape from tasting notes and explains the tasting words', () => {
    const reply = ask('I get blackcurrant, cedar and mint, and it is quite tannic');
    expect(reply).toContain('Cabernet Sauvignon');
    expect(reply).toMatch(/tannin/);
  });

  it('talks about a label just read', () => {
    const reply = composeReply(
      [greeting, { role: 'user', content: '' }],
      { producer: 'Chateau Montelena', wineName: null, varietal: 'Chardonnay', year: '2019', wineType: 'white' },
      now,
    );
    expect(reply).toMatch(/label/);
    expect(reply).toContain('2019');
    expect(reply).toContain('Chateau Montelena');
    expect(reply).toContain('10–13 °C');
  });

  // Extraction reads the assistant's replies first (spec §4), so a reply must not change what the
  // conversation is about: no other vintage-like year, no other wine type keyword, the same wine.
  describe('replies keep the conversation readable for extraction', () => {
    it.each(GRAPES.map((g) => [g.name]))('a reply about %s names no other year and keeps the wine type', (name) => {
      const messages: ChatMessage[] = [greeting, { role: 'user', content: `A ${name}` }];
      const reply = composeReply(messages, null, now);
      expect(reply).not.toMatch(/\d{4}/);
      expect(deriveWineType([...messages, { role: 'assistant', content: reply }])).toBe(deriveWineType(messages));
    });

    it.each(REGIONS.filter((_, i) => i % 5 === 0).map((r) => [r.name]))(
      'a reply about %s keeps the extracted wine',
      (name) => {
        const messages: ChatMessage[] = [greeting, { role: 'user', content: `A 2018 ${name} from Smithfield Hollow` }];
        const before = extractWineData(messages);
        const after = extractWineData([...messages, { role: 'assistant', content: composeReply(messages, null, now) }]);
        expect(after).toMatchObject({ producer: before.producer, year: before.year });
        // The reply may add what the person left open (the grape behind an appellation), never change it.
        if (before.varietal) expect(after.varietal).toBe(before.varietal);
        if (before.wineType !== 'red') expect(after.wineType).toBe(before.wineType);
      },
    );
  });
});
