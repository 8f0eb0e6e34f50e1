import type { ChatMessage } from '../chat-message';
import { composeReply } from '../reply-composer';

// Issue 11 §4: the questions people ask a sommelier besides "tell me about this wine", offline.

const GREETING: ChatMessage = { role: 'assistant', content: 'Welcome to Sorsi! What wine are we tasting today?' };
const NOW = new Date('2026-11-25T12:00:00Z');
const ask = (question: string) => composeReply([GREETING, { role: 'user', content: question }], null, NOW);

describe('the sommelier answers what it is asked', () => {
  it('suggests similar wines, not a description of the one named', () => {
    const reply = ask('I love Barolo, what else might I like?');
    expect(reply).toMatch(/^If you love Barolo, start with Barbaresco/);
    expect(reply).toMatch(/Beyond Nebbiolo, try .*Sangiovese/);
    expect(reply).not.toMatch(/Serve it at/);
  });

  it('goes lighter or bolder when asked', () => {
    const lighter = ask('Something like Malbec but lighter?');
    expect(lighter).toMatch(/^Something like Malbec but lighter: try /);
    expect(lighter).not.toMatch(/Cabernet Sauvignon|Syrah|Petite Sirah/);
    expect(ask('I like Pinot Noir, something similar but bolder?')).toMatch(/but bolder: try /);
  });

  it.each([
    ['What does sur lie mean?', /^Sur Lie, on a label: Aged on its lees/],
    ['What is Spätlese?', /^Spätlese, on a label: ‘Late picked’/],
    ['what does Cru mean', /^Cru, on a label:/],
  ])('explains the label term in “%s”', (question, answer) => {
    expect(ask(question)).toMatch(answer);
  });

  it.each([
    ['What is orange wine?', /^Orange wine: white grapes fermented on their skins/],
    ['What is pét-nat?', /^Pét-nat: pétillant naturel/],
    ['What is fortified wine?', /^Fortified wine: wine strengthened with grape spirit/],
  ])('explains the style in “%s”, with where to find it', (question, answer) => {
    const reply = ask(question);
    expect(reply).toMatch(answer);
    expect(reply).toMatch(/Look for it from /);
  });

  it.each([
    [
      'My wine smells like wet cardboard, is it corked?',
      /^A musty smell of wet cardboard .* cork taint/,
      /take it back/,
    ],
    ['Why is my red wine fizzy?', /^A prickle in a still wine/, /fizzy, cloudy red is faulty/],
    ['It smells of rotten eggs, what is wrong?', /reduction/, /decant it/],
    ['This wine tastes like sherry and has gone brown', /taken in too much air/, /will not recover/],
  ])('names the fault in “%s” and what to do', (question, fault, advice) => {
    const reply = ask(question);
    expect(reply).toMatch(fault);
    expect(reply).toMatch(advice);
  });

  it('says when two names are the same grape, and when they are not', () => {
    expect(ask('Is Shiraz the same as Syrah?')).toMatch(
      /^Yes: Shiraz and Syrah are two names for the same grape, Syrah/,
    );
    const different = ask('Is Prosecco the same as Champagne?');
    expect(different).toMatch(/^No\. Prosecco is a wine region of Italy/);
    expect(different).toMatch(/Champagne is a wine region of France/);
  });

  it('names what it does not know rather than guessing', () => {
    expect(ask('Is Shiraz the same as Blorpian?')).toMatch(/I don't know Blorpian well enough to compare them/);
    const vintage = ask('Was 2016 a good vintage for Barolo?');
    expect(vintage).toMatch(/^I don't keep vintage reports, so I can't tell you how 2016 went in Barolo/);
    expect(vintage).toMatch(/At 10 years/);
  });
});

describe('food words that are also places or wines', () => {
  it('reads turkey as the bird and champagne or port sauce as a sauce', () => {
    expect(ask('What wine goes with turkey?')).toMatch(/^With turkey, the classic is Pinot Noir/);
    expect(ask('What wine goes with turkey?')).not.toMatch(/Anatolia/);
    expect(ask('Chicken with champagne sauce, what should I drink?')).not.toMatch(/Champagne \(France\)|tulip glass/);
    expect(ask('Duck with a port wine sauce tonight')).toMatch(/^With Duck, the classic is Pinot Noir from Burgundy/);
  });

  it('still reads the country when wine comes from it', () => {
    expect(ask('What are the wines from Turkey like?')).toMatch(/Anatolia/);
  });
});

describe('pairings lead with the classics', () => {
  it.each([
    [
      'What goes with blue cheese?',
      /^With blue cheese, the classic is Sauternes, a vintage or LBV Port or Tokaji Aszú/,
    ],
    ['Stilton after dinner, which wine?', /^With Stilton, the classic is Sauternes/],
    ['What wine for a spicy Thai curry?', /^With curry, the classic is an off-dry Riesling/],
    ['What wine with chocolate cake?', /^With chocolate cake, the classic is Banyuls or Maury/],
    ['Oysters tonight!', /^With Oysters, the classic is Muscadet sur lie/],
  ])('“%s”', (question, answer) => {
    expect(ask(question)).toMatch(answer);
  });
});
