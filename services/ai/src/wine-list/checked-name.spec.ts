import { everyKnownSpelling, foldPhrase, REGIONS } from '../knowledge';
import { checkedName } from './checked-name';

describe('wine names checked against the knowledge base before they are shown', () => {
  it.each([
    ['Tokaji Asz( 5 Puttonyos, Royal Tokaji 2017', 'Tokaji Aszú 5 Puttonyos, Royal Tokaji 2017'],
    ['Asz( 6 Puttonyos 2013', 'Aszú 6 Puttonyos 2013'],
    ['Côtes du Rhéne, Guigal 2021', 'Côtes du Rhône, Guigal 2021'],
    ['Rhéne Valley Syrah 2020', 'Rhône Valley Syrah 2020'],
    ['Chiantl Classico, Fèlsina 2020', 'Chianti Classico, Fèlsina 2020'],
    ['Châteauneuf-du-P4pe, Vieux Télégraphe 2019', 'Châteauneuf-du-Pape, Vieux Télégraphe 2019'],
  ])('puts right a misreading of a known name: %s', (printed, shown) => {
    expect(checkedName(printed)).toEqual({ name: shown, unsure: false });
  });

  it.each(['Xq#rt V|neyards Red 2020', 'Dom4ine Blurq{ 2019', 'Grüner Zz( 2022'])(
    'shows a name it cannot make sense of as printed, marked to be checked: %s',
    (printed) => {
      expect(checkedName(printed)).toEqual({ name: printed, unsure: true });
    },
  );

  it.each([
    'Barolo, Giacomo Borgogno 2017',
    'Albariño, Pazo de Señoráns 2023',
    'Muscadet Sèvre et Maine 2022',
    'House Red',
    'Rioja Reserva (magnum), La Rioja Alta 2016',
    'Chablis 1er Cru, William Fèvre 2021',
    'Pinot Noir, Domaine Drouhin, Willamette Valley 2021',
  ])('leaves a well-printed name alone: %s', (printed) => {
    expect(checkedName(printed)).toEqual({ name: printed, unsure: false });
  });

  it('shows every name the knowledge base knows as printed, with its vintage, never marked', () => {
    // No false corrections: a known name is no misreading of another ('… Controllata e Garantita' is not
    // '… Controllata'), its vintage is no part of it, and brackets it prints ('[yellow tail]') are print.
    const spellings = [...everyKnownSpelling()];
    expect(spellings.length).toBeGreaterThan(1000);
    const changed = spellings.flatMap((spelling) => {
      const printed = `${spelling} 2019`;
      const shown = checkedName(printed);
      return shown.unsure || foldPhrase(shown.name) !== foldPhrase(printed) ? [`${printed} → ${shown.name}`] : [];
    });
    expect(changed).toEqual([]);
  });

  it('never shows a garbled region as some other place: it is put right or marked, over every region', () => {
    const garbled = REGIONS.flatMap((region) =>
      [region.name, ...region.aliases]
        .filter((name) => /^[A-Za-z]{6,}$/.test(name.split(' ')[0]!))
        .flatMap((name) => {
          const first = name.split(' ')[0]!;
          return [2, first.length - 1].map((at) => ({
            region,
            printed: `${name.slice(0, at)}(${name.slice(at + 1)} 2019`,
          }));
        }),
    );
    expect(garbled.length).toBeGreaterThan(100);
    const wrong = garbled.flatMap(({ region, printed }) => {
      const shown = checkedName(printed);
      const spellings = [region.name, ...region.aliases].map((name) => foldPhrase(`${name} 2019`));
      return shown.unsure || spellings.includes(foldPhrase(shown.name)) ? [] : [`${printed} → ${shown.name}`];
    });
    expect(wrong).toEqual([]);
  });
});
