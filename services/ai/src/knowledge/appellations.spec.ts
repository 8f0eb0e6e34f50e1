// Issue 23 §1: what every appellation, region and classic style is made of, for the colour asked.
import { classicStyleIn, localGrapeName, placeIn, placeProfile, typeOfStyle } from './appellations';
import { REGIONS, regionByName } from './index';

const profile = (name: string) => placeProfile(regionByName(name)!);
const style = (name: string, type: string) => profile(name).styles.find((s) => s.type === type);

describe('typeOfStyle', () => {
  it.each([
    ['traditional-method sparkling', 'sparkling'],
    ['fortified: ruby, tawny, LBV, vintage, white', 'fortified'],
    ['sweet botrytised whites', 'dessert'],
    ['dry to sweet Chenin', 'white'],
    ['rosé (Chiaretto)', 'rose'],
    ['powerful, age-worthy Nebbiolo', 'red'],
    ['flinty Sauvignon Blanc', 'white'],
    ['everyday wines', null],
  ])('reads “%s” as %s', (text, type) => {
    expect(typeOfStyle(text)).toBe(type);
  });
});

describe('placeProfile', () => {
  it('gives each colour its own grapes', () => {
    expect(style('Sancerre', 'red')!.grapes).toEqual(['Pinot Noir']);
    expect(style('Sancerre', 'white')!.grapes).toEqual(['Sauvignon Blanc']);
    expect(style('Rioja', 'white')!.grapes).toEqual(['Macabeo']);
    expect(style('Rioja', 'red')!.grapes[0]).toBe('Tempranillo');
  });

  it('knows sparkling-only, sweet and fortified places', () => {
    expect(profile('Champagne').styles.map((s) => s.type)).toEqual(['sparkling']);
    expect(profile('Sauternes').styles[0]).toMatchObject({
      type: 'dessert',
      grapes: ['Sémillon', 'Sauvignon Blanc', 'Muscadelle'],
    });
    expect(profile('Port').styles[0]!.type).toBe('fortified');
  });

  it('derives how long a place keeps from its standing and its grape', () => {
    expect(profile('Barolo').styles[0]!.ageing).toEqual([10, 30]);
    expect(style('Brouilly', 'red')!.ageing[1]).toBeLessThanOrEqual(4);
    expect(style('Marlborough', 'white')!.ageing[1]).toBeLessThanOrEqual(5);
  });

  it('describes every place in the knowledge base with at least one kind of wine and its grapes', () => {
    for (const region of REGIONS) {
      const styles = placeProfile(region).styles;
      expect(styles.length).toBeGreaterThan(0);
      for (const s of styles) {
        expect(s.grapes.length).toBeGreaterThan(0);
        expect(s.ageing[0]).toBeLessThanOrEqual(s.ageing[1]);
      }
    }
  });
});

describe('names', () => {
  it('finds classic styles and misspelt places', () => {
    expect(classicStyleIn('What grapes go in a GSM?')!.name).toBe('GSM');
    expect(classicStyleIn('is a 20 year old tawny sweet')!.name).toBe('Tawny Port');
    expect(placeIn('what grape is Vinho Nobile di Montepulciano')!.name).toBe('Vino Nobile di Montepulciano');
    expect(placeIn('Is Riesling sweet?')).toBeUndefined();
  });

  it('calls a grape by its local name', () => {
    expect(localGrapeName('Macabeo', 'Spain')).toBe('Viura (Macabeo)');
    expect(localGrapeName('Nebbiolo', 'Italy')).toBe('Nebbiolo');
  });
});
