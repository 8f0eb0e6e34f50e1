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
      /^Wet cardboard, you say: that points to cork taint\. A musty smell/,
      /take it back/,
    ],
    [
      'Why is my red wine fizzy?',
      /^Fizzy, you say: that points to refermentation\. A prickle in a still wine/,
      /fizzy, cloudy red is faulty/,
    ],
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
    expect(ask('Is Beaujolais the same as Gamay?')).toMatch(
      /^Not quite: Beaujolais is a place in France, and its wine is made from Gamay\./,
    );
    const different = ask('Is Prosecco the same as Champagne?');
    expect(different).toMatch(/^No\. Prosecco is a wine region of Italy/);
    expect(different).toMatch(/Champagne is a wine region of France/);
  });

  it('names what it does not know rather than guessing', () => {
    expect(ask('Is Shiraz the same as Blorpian?')).toMatch(/I don't know Blorpian well enough to compare them/);
    expect(ask('Was 2016 a good vintage for Marlborough?')).toMatch(
      /^Marlborough is not in my vintage chart, so I can't rate 2016 there and won't guess/,
    );
    expect(ask('How was 1985 in Bordeaux?')).toMatch(/^1985 is not in my chart: it rates .* from 1990 to 2024 only/);
  });

  it('rates a vintage from the chart, with a drink-or-keep hint at the time of asking', () => {
    expect(ask('Was 2016 a good vintage for Barolo?')).toMatch(
      /^Barolo and Barbaresco 2016: outstanding: classic, fresh and long-lived \(5\/5\)\. Keep: the best wines need until about 2028/,
    );
    const bordeaux = ask('Is 2013 a good vintage for Bordeaux?');
    expect(bordeaux).toMatch(/Bordeaux Left Bank \(Médoc and Graves\) 2013: poor \(1\/5\)/);
    expect(bordeaux).toMatch(/Bordeaux Right Bank \(Saint-Émilion and Pomerol\) 2013: poor \(1\/5\)/);
  });
});

describe('knowledge people ask for (issue 23)', () => {
  it('says what a place is made of for the colour asked', () => {
    expect(ask('What grape is red Sancerre made from?')).toMatch(/^Red Sancerre is made from Pinot Noir\./);
    expect(ask('What grapes are used in white Rioja?')).toMatch(/^White Rioja is made from Viura \(Macabeo\)\./);
    expect(ask('What is the main grape of Sauternes?')).toMatch(
      /^Sauternes is made mainly from Sémillon, with Sauvignon Blanc and Muscadelle\./,
    );
  });

  it('ranks wines by what is asked, with a reason each', () => {
    expect(ask('Which red grapes have the most tannin?')).toMatch(/1\. Tannat \(Madiran\): .*2\. Sagrantino/);
    expect(ask('Is Pinot Noir lighter than Merlot?')).toMatch(/^Yes: Pinot Noir has less body than Merlot/);
  });

  it('turns a liking into named suggestions', () => {
    const reply = ask('I prefer light red wines, what should I try?');
    expect(reply).toMatch(/^For light red wines, .*:/);
    expect(reply.match(/\d\. [^—]+ — /g)?.length).toBeGreaterThanOrEqual(3);
  });

  it('answers storing and mishap questions, never with the same words twice', () => {
    const questions = [
      'What temperature should a wine cellar be?',
      'best temperature to store wine long term',
      'Why should bottles be stored lying down?',
      'is it bad to store wine standing up',
      'Can I put red wine in the fridge?',
      'My cork crumbled into the wine',
      'I left a bottle in a hot car',
    ];
    const replies = questions.map(ask);
    expect(new Set(replies).size).toBe(questions.length);
    expect(replies[4]).toMatch(/Red wine in the fridge is fine for an opened bottle/);
    expect(replies[5]).toMatch(/harmless/);
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
