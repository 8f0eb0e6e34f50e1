import { grapeByName, LABEL_TERMS } from '../knowledge';
import { ageingOutlook, decantingAdvice, profileOf, servingTemperature } from './wine-profile';

const term = (name: string) => LABEL_TERMS.find((t) => t.term === name)!;
const nebbiolo = profileOf(grapeByName('Nebbiolo'), 'red', []);
const gamay = profileOf(grapeByName('Gamay'), 'red', []);
const riesling = profileOf(grapeByName('Riesling'), 'white', []);
const tempranilloGranReserva = profileOf(grapeByName('Tempranillo'), 'red', [term('Gran Reserva')]);
const sauternes = profileOf(undefined, 'dessert', []);

describe('wine profile', () => {
  it('reads structure, weight and ageing from the grape and the label', () => {
    expect(nebbiolo).toMatchObject({ structured: true, fullBodied: true });
    expect(gamay).toMatchObject({ structured: false, light: true });
    expect(riesling).toMatchObject({ ageWorthyWhite: true });
    expect(tempranilloGranReserva).toMatchObject({ longAged: true });
  });

  it.each([
    [nebbiolo, 5, /approachable with air/],
    [nebbiolo, 12, /good drinking window/],
    [gamay, 10, /past the usual window/],
    [riesling, 14, /mature bottle|good drinking window/],
    [tempranilloGranReserva, 15, /mature bottle/],
    [sauternes, 30, /mature bottle/],
    [gamay, 1, /still young/],
    [gamay, undefined, /Without the vintage/],
  ])('ageing outlook %#', (profile, age, expected) => {
    expect(ageingOutlook(profile, age)).toMatch(expected);
  });

  it.each([
    [profileOf(undefined, 'sparkling', []), undefined, /No decanting/],
    [sauternes, 20, /No need to decant/],
    [nebbiolo, 3, /Decant it for an hour/],
    [nebbiolo, 25, /leave the sediment behind/],
    [gamay, 2, /needs no decanting/],
  ])('decanting advice %#', (profile, age, expected) => {
    expect(decantingAdvice(profile, age)).toMatch(expected);
  });

  it("serves a grape at its own temperature unless the wine's type overrides it", () => {
    expect(servingTemperature(grapeByName('Nebbiolo'), nebbiolo)).toEqual([16, 18]);
    expect(
      servingTemperature(grapeByName('Pinot Noir'), profileOf(grapeByName('Pinot Noir'), 'sparkling', [])),
    ).toEqual([6, 8]);
    expect(servingTemperature(undefined, profileOf(undefined, 'rose', []))).toEqual([8, 10]);
  });
});
