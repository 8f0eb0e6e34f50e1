// Issue 23 §1: which kind of question a message asks decides which answer it gets.
import { classifyQuestion } from './question-kind';

const NOW = new Date('2026-11-26T12:00:00Z');
const kindOf = (text: string) => classifyQuestion(text, NOW);

describe('classifyQuestion', () => {
  it.each([
    ['What temperature should a wine cellar be?', 'care', 'cellar-temperature'],
    ['Can I put red wine in the fridge?', 'care', 'fridge-storage'],
    ['My cork crumbled into the wine', 'care', 'crumbled-cork'],
    ['I left a bottle in a hot car', 'care', 'heat-damage'],
    ['How long does an opened Port keep?', 'care', 'opened-bottle-life'],
    ['How long does an unopened white keep?', 'care', 'unopened-bottle-life'],
  ])('“%s” is a %s question about %s', (text, kind, topic) => {
    expect(kindOf(text)).toMatchObject({ kind, topic: { id: topic } });
  });

  it('leaves serving one named wine to the reply about that wine', () => {
    expect(kindOf('How should I serve my Pinot Noir?')).toBeNull();
    expect(kindOf('How should I serve red wine?')).toMatchObject({ kind: 'care', topic: { id: 'how-to-serve' } });
  });

  it.each([
    ['Is 2010 a good vintage for Bordeaux?', { kind: 'vintage', year: 2010 }],
    ['How did 2018 turn out in Napa?', { kind: 'vintage', year: 2018 }],
    ['best Barolo vintages since 2000', { kind: 'vintage', year: null, order: 'best', span: { from: 2000, to: 2026 } }],
    [
      'worst Burgundy years of the 1990s',
      { kind: 'vintage', year: null, order: 'worst', span: { from: 1990, to: 1999 } },
    ],
  ])('“%s” asks about vintages', (text, expected) => {
    expect(kindOf(text)).toMatchObject(expected);
  });

  it('does not read a year in a wine as a vintage question', () => {
    expect(kindOf('A 2015 Barolo with lamb tonight')?.kind).not.toBe('vintage');
  });

  it.each([
    ['Which wines have the most acidity?', { kind: 'superlative', dimension: 'acidity', direction: 'most' }],
    [
      'What are the lightest red wines?',
      { kind: 'superlative', dimension: 'body', direction: 'least', scope: { types: ['red'] } },
    ],
    ['the driest wines?', { kind: 'superlative', dimension: 'sweetness', direction: 'least' }],
    [
      'Which grapes are the most aromatic?',
      { kind: 'superlative', dimension: 'intensity', scope: { grapesOnly: true } },
    ],
  ])('“%s” is a superlative', (text, expected) => {
    expect(kindOf(text)).toMatchObject(expected);
  });

  it.each([
    ['What is lighter than Cabernet Sauvignon?', { mode: 'beside', dimension: 'body', less: true }],
    ['Something like Malbec but lighter?', { mode: 'beside', likeBut: true }],
    ['Which is sweeter, Sauternes or Chablis?', { mode: 'pair', dimension: 'sweetness', less: false }],
    ['Is Pinot Noir lighter than Merlot?', { mode: 'pair', yesNo: true }],
    ['like Barolo but cheaper', { mode: 'cheaper', written: 'Barolo' }],
  ])('“%s” is a comparison', (text, expected) => {
    expect(kindOf(text)).toMatchObject({ kind: 'comparison', ...expected });
  });

  it.each([
    ['I prefer light red wines, what should I try?', { wants: ['light'], types: ['red'] }],
    ['my partner loves sparkling wine but hates sweet stuff', { wants: ['bubbly'], avoids: ['sweet'] }],
    ['I have a sweet tooth', { wants: ['sweet'] }],
    ['someone who loves buttery Chardonnay, what should I buy?', { wants: ['oaky'], types: ['white'] }],
  ])('“%s” is a liking', (text, expected) => {
    expect(kindOf(text)).toMatchObject({ kind: 'liking', ...expected });
  });

  it('leaves a liking for a named wine without a request to the similar-wines answer', () => {
    expect(kindOf('I love light Pinot Noir')).toBeNull();
  });

  it.each([
    [
      'What grape is red Sancerre made from?',
      { facet: 'grapes', colour: 'red', subject: { region: { name: 'Sancerre' } } },
    ],
    ['Is Chablis red or white?', { facet: 'colour', subject: { region: { name: 'Chablis' } } }],
    ['Is Sauternes sweet?', { facet: 'sweetness' }],
    ['How long can I age Barolo?', { facet: 'ageing' }],
    ['What is a GSM?', { facet: 'describe', subject: { style: { name: 'GSM' } } }],
  ])('“%s” asks what a place or style is made of', (text, expected) => {
    expect(kindOf(text)).toMatchObject({ kind: 'appellation', ...expected });
  });

  it('asks about a grape as it is usually made when no place is named', () => {
    expect(kindOf('Is Riesling sweet?')).toMatchObject({
      kind: 'appellation',
      facet: 'sweetness',
      subject: { grape: { name: 'Riesling' } },
    });
    expect(kindOf('How long does Nebbiolo age?')).toMatchObject({
      facet: 'ageing',
      subject: { grape: { name: 'Nebbiolo' } },
    });
  });

  it('leaves tasting words about a wine in the glass alone', () => {
    expect(kindOf("I'm drinking a Barolo, it's quite dry")).toBeNull();
  });

  it('reads where a grape grows', () => {
    expect(kindOf('Where is Tempranillo grown?')).toMatchObject({
      kind: 'grape-where',
      grape: { name: 'Tempranillo' },
    });
  });
});
