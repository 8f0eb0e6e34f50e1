// Spec taste-and-account.md §4 "Wine data extraction from chat text": "Varietal names and abbreviations are
// normalised (cab to Cabernet Sauvignon, zin to Zinfandel, chard to Chardonnay, an unknown pinot to Pinot Noir)."
import { normaliseVarietal } from './index';

describe('normaliseVarietal', () => {
  it.each([
    // the four examples the spec names
    ['cab', 'Cabernet Sauvignon'],
    ['zin', 'Zinfandel'],
    ['chard', 'Chardonnay'],
    ['pinot', 'Pinot Noir'],
    // case, accents and spelling variants of the same rule
    ['CAB', 'Cabernet Sauvignon'],
    ['Cab Sauv', 'Cabernet Sauvignon'],
    ['cab franc', 'Cabernet Franc'],
    ['Chardy', 'Chardonnay'],
    ['Pinot', 'Pinot Noir'],
    ['pinot grigio', 'Pinot Gris'],
    ['Pinot Blanc', 'Pinot Blanc'],
    ['sauv blanc', 'Sauvignon Blanc'],
    ['SB', 'Sauvignon Blanc'],
    ['shiraz', 'Syrah'],
    ['garnacha', 'Grenache'],
    ['Monastrell', 'Mourvèdre'],
    ['mourvedre', 'Mourvèdre'],
    ['primitivo', 'Zinfandel'],
    ['Spätburgunder', 'Pinot Noir'],
    ['spatburgunder', 'Pinot Noir'],
    ['GEWURZTRAMINER', 'Gewürztraminer'],
    ['Tinto Fino', 'Tempranillo'],
    ['Old vine zin', 'Zinfandel'],
    // OCR and typing errors
    ['Cabernat Sauvignon', 'Cabernet Sauvignon'],
    ['Chardonnav', 'Chardonnay'],
    ['Rieslinq', 'Riesling'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseVarietal(raw)).toBe(expected);
  });

  it.each(['unknown', 'red wine', '', '   ', '2015', 'Château Margaux', 'banana'])(
    '%j names no grape → null',
    (raw) => {
      expect(normaliseVarietal(raw)).toBeNull();
    },
  );
});
