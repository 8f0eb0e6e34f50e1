import type { WineContext } from '@sorsi/proto';
import { answerFollowUp, wishOf } from './follow-up';
import { adviseOn } from './list-advice';
import { listEntry } from './testing/list-entry';
import { assessWines } from './value';

const LIST: WineContext = {
  currency: '€',
  entries: [
    listEntry('Prosecco Superiore, Bisol NV', 'Sparkling', '€42', '€9'),
    listEntry('Sancerre, Domaine Vacheron 2022', 'White', '€58'),
    listEntry('Albariño, Pazo de Señoráns 2023', 'White', '€44', '€11'),
    listEntry('Muscadet Sèvre et Maine 2022', 'White', '€29'),
    listEntry('Barolo, Giacomo Borgogno 2017', 'Red', '€48'),
    listEntry('Brunello di Montalcino, Biondi-Santi 2016', 'Red', '€180'),
    listEntry('Côtes du Rhône 2021', 'Red', '€34', '€8'),
    listEntry('Fleurie 2022', 'Red', '€36'),
    listEntry('Merlot, Vin de Pays 2022', 'Red', '€65'),
  ],
};
const names = (reply: { recommendations: Array<{ name: string }> }) => reply.recommendations.map((r) => r.name);

describe('the list weighed', () => {
  const advice = adviseOn(LIST, 'list');
  const byName = (name: string) => advice.recommendations.find((r) => r.name.startsWith(name));

  it('calls a prized wine priced near the middle of its peers the best value, and says why', () => {
    expect(byName('Barolo')).toMatchObject({ valueLabel: 'Best Value', price: '€48', quality: expect.any(String) });
    expect(byName('Barolo')!.reason).toMatch(/^€48 for a Barolo on a list whose reds median €48/);
    expect(byName('Barolo')!.reason).toMatch(/€16-€24 bottle in a shop/);
  });

  it('calls a dear wine of real standing a splurge, and a dear one without it poor value', () => {
    const labels = new Map(assessWines(LIST).map((w) => [w.entry.name.split(',')[0], w.valueLabel]));
    expect(labels.get('Brunello di Montalcino')).toBe('Splurge');
    expect(labels.get('Merlot')).toBe('Poor Value');
    expect(byName('Brunello')?.valueLabel).toBe('Splurge');
  });

  it('recommends only wines of the list and sums the list up', () => {
    const listed = LIST.entries.map((e) => e.name);
    expect(names(advice).every((name) => listed.includes(name))).toBe(true);
    expect(advice.text).toMatch(
      /^I read 9 wines on this list \(1 sparkling, 3 whites and 5 reds\), bottles from €29 to €180\./,
    );
  });

  it('says so when no priced wine was read', () => {
    expect(adviseOn({ currency: null, entries: [] }, 'list')).toEqual({
      text: expect.stringMatching(/^I couldn't read any wines with prices/),
      recommendations: [],
    });
  });
});

describe('follow-up questions', () => {
  it.each([
    ['something lighter under €40', { maxPrice: 40, weight: 'lighter' }],
    ['a red around 50', { type: 'red', minPrice: 40, maxPrice: 60 }],
    ['anything by the glass?', { byTheGlass: true }],
    ['what is the cheapest white?', { type: 'white', order: 'cheapest' }],
    ['which of these goes with the duck?', { amongPrevious: true }],
  ])('reads “%s”', (message, wish) => {
    expect(wishOf(message)).toMatchObject(wish);
  });

  it('answers a budget and a style from the list, within the budget', () => {
    const reply = answerFollowUp('a red under €40', LIST, [], 'list');
    expect(names(reply)).toEqual(expect.arrayContaining(['Fleurie 2022', 'Côtes du Rhône 2021']));
    expect(names(reply)).not.toContain('Barolo, Giacomo Borgogno 2017');
    expect(reply.analysis).toMatch(/^For a red, under €40, I'd choose /);
  });

  it('pairs food from the knowledge base (duck asks for a red that is not too firm)', () => {
    const reply = answerFollowUp('which goes with the duck?', LIST, [], 'list');
    expect(reply.recommendations.length).toBeGreaterThan(0);
    expect(names(reply)).not.toContain('Albariño, Pazo de Señoráns 2023');
    expect(reply.recommendations[0]!.reason).toMatch(/duck/i);
  });

  it('keeps to the wines recommended so far when asked about “these”', () => {
    const previous = adviseOn(LIST, 'list').recommendations.slice(0, 2);
    const reply = answerFollowUp('which of these is cheapest?', LIST, previous, 'list');
    expect(names(reply).every((name) => previous.some((p) => p.name === name))).toBe(true);
  });

  it('says when nothing meets the wish, offering the nearest', () => {
    const reply = answerFollowUp('a white under €20', LIST, [], 'list');
    expect(reply.analysis).toBe(
      'Nothing on this list is a white, under €20. The closest is Muscadet Sèvre et Maine 2022 at €29.',
    );
    expect(names(reply)).toEqual(['Muscadet Sèvre et Maine 2022']);
  });

  it('answers a question with no wish in it with the picks and what may be asked', () => {
    const reply = answerFollowUp('hmm, tell me more', LIST, [], 'list');
    expect(reply.analysis).toMatch(/^I can narrow the list by price \('under €40'\)/);
    expect(reply.recommendations.length).toBeGreaterThan(0);
  });
});
