import type { TestListSection, TestWineListPhoto } from './render-wine-list';

// Wine lists as restaurants print them, each photographed a little differently. What a case prints is
// what it expects read back: every wine's description and its glass and bottle prices.

const euroBistro: TestListSection[] = [
  {
    heading: 'Sparkling',
    wines: [
      { text: 'Prosecco Superiore, Bisol NV', glass: '€9', bottle: '€42' },
      { text: 'Champagne Brut, Billecart-Salmon NV', glass: '€18', bottle: '€95' },
    ],
  },
  {
    heading: 'White',
    wines: [
      { text: 'Sancerre, Domaine Vacheron 2022', bottle: '€58' },
      { text: 'Albariño, Pazo de Señoráns 2023', glass: '€11', bottle: '€44' },
      { text: 'Chablis Premier Cru, William Fèvre 2021', bottle: '€72' },
    ],
  },
  {
    heading: 'Red',
    wines: [
      { text: 'Barolo, Giacomo Borgogno 2017', bottle: '€48' },
      { text: 'Rioja Reserva, La Rioja Alta 2016', glass: '€13', bottle: '€52' },
      { text: 'Côtes du Rhône, Guigal 2021', glass: '€8', bottle: '€34' },
      { text: 'Malbec, Catena Zapata 2020', bottle: '€39' },
    ],
  },
];

const steakhouse: TestListSection[] = [
  {
    heading: 'Whites',
    wines: [
      { text: 'Chardonnay, Kistler, Sonoma Coast 2021', bottle: '$120' },
      { text: 'Sauvignon Blanc, Cloudy Bay, Marlborough 2023', glass: '$16', bottle: '$64' },
      { text: 'Riesling, Dr. Loosen, Mosel 2022', glass: '$12', bottle: '$48' },
    ],
  },
  {
    heading: 'Reds',
    wines: [
      { text: 'Cabernet Sauvignon, Silver Oak, Napa Valley 2018', bottle: '$185' },
      { text: 'Pinot Noir, Domaine Drouhin, Willamette Valley 2021', glass: '$19', bottle: '$78' },
      { text: 'Zinfandel, Ridge, Lytton Springs 2020', bottle: '$72' },
      { text: 'Malbec, Catena, Mendoza 2021', glass: '$13', bottle: '$52' },
      { text: 'Shiraz, Penfolds, Barossa Valley 2019', bottle: '$95' },
      { text: 'Merlot, Duckhorn, Napa Valley 2020', bottle: '$110' },
    ],
  },
];

const londonPub: TestListSection[] = [
  {
    heading: 'White & Rosé',
    wines: [
      { text: 'Picpoul de Pinet 2023', glass: '£7.50', bottle: '£29' },
      { text: 'Gavi di Gavi, La Scolca 2022', bottle: '£42' },
      { text: 'Whispering Angel Rosé, Provence 2023', glass: '£9.50', bottle: '£39' },
      { text: 'Grüner Veltliner, Kamptal 2022', bottle: '£34' },
    ],
  },
  {
    heading: 'Red',
    wines: [
      { text: 'Fleurie, Georges Duboeuf 2022', glass: '£8', bottle: '£33' },
      { text: 'Chianti Classico, Fontodi 2020', bottle: '£48' },
      { text: 'Primitivo di Manduria 2021', glass: '£6.50', bottle: '£26' },
      { text: 'Châteauneuf-du-Pape, Château de Beaucastel 2019', bottle: '£95' },
    ],
  },
];

const italianTrattoria: TestListSection[] = [
  {
    heading: 'Bianchi',
    wines: [
      { text: 'Soave Classico, Pieropan 2022', bottle: '€32' },
      { text: 'Vermentino di Sardegna 2023', bottle: '€28' },
      { text: 'Fiano di Avellino, Feudi di San Gregorio 2022', bottle: '€38' },
    ],
  },
  {
    heading: 'Rossi',
    wines: [
      { text: 'Barbera d’Asti 2021', bottle: '€30' },
      { text: 'Brunello di Montalcino, Biondi-Santi 2016', bottle: '€180' },
      { text: 'Amarone della Valpolicella, Allegrini 2018', bottle: '€85' },
      { text: 'Montepulciano d’Abruzzo 2022', bottle: '€24' },
      { text: 'Barbaresco, Produttori del Barbaresco 2019', bottle: '€62' },
      { text: 'Nero d’Avola, Sicilia 2022', bottle: '€26' },
    ],
  },
];

const wineBarByGlass: TestListSection[] = [
  {
    heading: 'By the Glass',
    wines: [
      { text: 'Cava Brut Nature, Gramona', bottle: '€8' },
      { text: 'Verdejo, Rueda 2023', bottle: '€6' },
      { text: 'Garnacha, Campo de Borja 2022', bottle: '€6' },
      { text: 'Tempranillo Crianza, Ribera del Duero 2020', bottle: '€9' },
    ],
  },
  {
    heading: 'Bottles',
    wines: [
      { text: 'Priorat, Álvaro Palacios Camins 2021', bottle: '€58' },
      { text: 'Rías Baixas, Albariño 2023', bottle: '€36' },
      { text: 'Toro, Numanthia 2018', bottle: '€70' },
      { text: 'Rioja Gran Reserva, López de Heredia 2012', bottle: '€95' },
    ],
  },
];

const frenchBrasserie: TestListSection[] = [
  {
    heading: 'Bordeaux',
    wines: [
      { text: 'Château Lanessan, Haut-Médoc 2016', bottle: '€54' },
      { text: 'Château Cantemerle, Haut-Médoc 2015', bottle: '€68' },
      { text: 'Pessac-Léognan, Château Carbonnieux 2018', bottle: '€82' },
      { text: 'Saint-Émilion Grand Cru 2019', bottle: '€64' },
    ],
  },
  {
    heading: 'Bourgogne',
    wines: [
      { text: 'Bourgogne Pinot Noir 2021', bottle: '€46' },
      { text: 'Meursault, Domaine Roulot 2019', bottle: '€240' },
      { text: 'Gevrey-Chambertin 2020', bottle: '€110' },
      { text: 'Mâcon-Villages 2022', bottle: '€36' },
    ],
  },
  {
    heading: 'Loire',
    wines: [
      { text: 'Muscadet Sèvre et Maine sur Lie 2022', bottle: '€29' },
      { text: 'Vouvray Sec, Domaine Huet 2020', bottle: '€56' },
      { text: 'Chinon, Charles Joguet 2020', bottle: '€44' },
    ],
  },
];

const dessertAndFortified: TestListSection[] = [
  {
    heading: 'Dessert & Fortified',
    wines: [
      { text: 'Sauternes, Château Suduiraut 2015', glass: '$18', bottle: '$140' },
      { text: 'Tokaji Aszú 5 Puttonyos 2013', glass: '$16', bottle: '$110' },
      { text: "Taylor's 20 Year Old Tawny Port", glass: '$14', bottle: '$95' },
      { text: 'Moscato d’Asti, Vietti 2022', glass: '$10', bottle: '$44' },
      { text: 'Pedro Ximénez, Lustau', glass: '$11', bottle: '$60' },
    ],
  },
];

const newWorld: TestListSection[] = [
  {
    heading: 'Australia & New Zealand',
    wines: [
      { text: 'Clare Valley Riesling, Grosset 2022', bottle: '$68' },
      { text: 'Central Otago Pinot Noir, Felton Road 2021', bottle: '$98' },
      { text: 'McLaren Vale Shiraz, d’Arenberg 2019', bottle: '$58' },
      { text: 'Margaret River Chardonnay, Leeuwin 2020', bottle: '$150' },
    ],
  },
  {
    heading: 'South America',
    wines: [
      { text: 'Carménère, Colchagua Valley 2021', bottle: '$42' },
      { text: 'Torrontés, Salta 2023', bottle: '$38' },
      { text: 'Cabernet Sauvignon, Maipo Valley 2019', bottle: '$54' },
    ],
  },
];

/** Twelve photos: one and two columns, €, $ and £, glass and bottle prices, headings, leaders, blur, turn. */
export const WINE_LIST_CASES: Array<{ name: string; photo: TestWineListPhoto }> = [
  {
    name: 'bistro, two columns, leaders, coloured headings',
    photo: {
      title: 'Wine List',
      sections: euroBistro,
      columns: 2,
      leaders: true,
      headingColour: '#8c1c2c',
      font: 'DejaVu Serif',
      rotation: 1.5,
      noise: 0.15,
      blur: 0.6,
      seed: 1,
    },
  },
  {
    name: 'bistro, one column, no leaders, sharp',
    photo: {
      title: 'Vins',
      sections: euroBistro,
      columns: 1,
      leaders: false,
      font: 'DejaVu Sans',
      rotation: 0,
      noise: 0,
      blur: 0,
      seed: 2,
    },
  },
  {
    name: 'steakhouse, dollars, one column, leaders',
    photo: {
      title: 'The Cellar',
      sections: steakhouse,
      columns: 1,
      leaders: true,
      font: 'Tinos',
      rotation: -1,
      noise: 0.2,
      blur: 0.8,
      seed: 3,
    },
  },
  {
    name: 'steakhouse, dollars, two columns, blurred',
    photo: {
      title: 'Wines',
      sections: steakhouse,
      columns: 2,
      leaders: false,
      font: 'DejaVu Sans',
      rotation: 2,
      noise: 0.2,
      blur: 1.2,
      seed: 4,
    },
  },
  {
    name: 'pub, pounds with pence, one column',
    photo: {
      title: 'Wine',
      sections: londonPub,
      columns: 1,
      leaders: true,
      font: 'DejaVu Serif',
      rotation: 0.8,
      noise: 0.1,
      blur: 0.5,
      seed: 5,
    },
  },
  {
    name: 'pub, pounds, prices on the left',
    photo: {
      title: 'Wine',
      sections: londonPub,
      columns: 1,
      leaders: false,
      pricesLeft: true,
      font: 'DejaVu Sans',
      rotation: -0.7,
      noise: 0.1,
      blur: 0.4,
      seed: 6,
    },
  },
  {
    name: 'trattoria, Italian headings, two columns',
    photo: {
      title: 'Carta dei Vini',
      sections: italianTrattoria,
      columns: 2,
      leaders: true,
      headingColour: '#1f4e79',
      font: 'Tinos',
      rotation: -1.8,
      noise: 0.15,
      blur: 0.7,
      seed: 7,
    },
  },
  {
    name: 'wine bar, a by-the-glass section',
    photo: {
      title: 'Vinos',
      sections: wineBarByGlass,
      columns: 1,
      leaders: true,
      font: 'PT Sans Narrow',
      rotation: 1,
      noise: 0.1,
      blur: 0.5,
      seed: 8,
    },
  },
  {
    name: 'brasserie, regions as headings, two columns',
    photo: {
      title: 'Carte des Vins',
      sections: frenchBrasserie,
      columns: 2,
      leaders: false,
      headingColour: '#6b3e26',
      font: 'DejaVu Serif',
      rotation: 0.5,
      noise: 0.2,
      blur: 0.9,
      seed: 9,
    },
  },
  {
    name: 'dessert list, dollars, glass and bottle',
    photo: {
      title: 'After Dinner',
      sections: dessertAndFortified,
      columns: 1,
      leaders: true,
      font: 'DejaVu Sans',
      rotation: -1.2,
      noise: 0.25,
      blur: 1,
      seed: 10,
    },
  },
  {
    name: 'new world, prices on the left, blurred',
    photo: {
      title: 'New World',
      sections: newWorld,
      columns: 1,
      leaders: false,
      pricesLeft: true,
      font: 'Tinos',
      rotation: 1.6,
      noise: 0.2,
      blur: 1.1,
      seed: 11,
    },
  },
  {
    name: 'trattoria, one column, narrow face, turned',
    photo: {
      title: 'Vini',
      sections: italianTrattoria,
      columns: 1,
      leaders: true,
      font: 'PT Sans Narrow',
      rotation: -2,
      noise: 0.2,
      blur: 0.8,
      seed: 12,
    },
  },
];

/**
 * Issue 23 §3: the same lists photographed by hand at the table: the page at a slant (far edge
 * narrower), a warm lamp from one side, folds across the page, two columns, headings in a script face.
 */
export const PHOTOGRAPHED_LIST_CASES: Array<{ name: string; photo: TestWineListPhoto }> = [
  {
    name: 'bistro, two columns, slant, warm lamp from the left',
    photo: {
      ...{ title: 'Wine List', sections: euroBistro, columns: 2, leaders: true, font: 'DejaVu Serif', rotation: 1 },
      ...{ noise: 0.15, blur: 0.6, seed: 101 },
      shot: { keystone: 0.12, lamp: { warmth: 0.7, side: -1, falloff: 0.45 }, creases: [] },
    },
  },
  {
    name: 'steakhouse, one column, creased in three, script headings',
    photo: {
      ...{ title: 'The Cellar', sections: steakhouse, columns: 1, leaders: true, font: 'Tinos', rotation: -1 },
      ...{ noise: 0.2, blur: 0.7, seed: 102, scriptHeadings: true },
      shot: { keystone: 0.06, lamp: { warmth: 0.5, side: 0.5, falloff: 0.3 }, creases: [1 / 3, 2 / 3] },
    },
  },
  {
    name: 'pub, pounds, tungsten light, steep slant',
    photo: {
      ...{ title: 'Wine', sections: londonPub, columns: 1, leaders: false, font: 'DejaVu Sans', rotation: 0.5 },
      ...{ noise: 0.2, blur: 0.8, seed: 103 },
      shot: { keystone: 0.2, lamp: { warmth: 1, side: 1, falloff: 0.4 }, creases: [] },
    },
  },
  {
    name: 'trattoria, two columns, script headings, folded once',
    photo: {
      ...{ title: 'Carta dei Vini', sections: italianTrattoria, columns: 2, leaders: false, font: 'DejaVu Serif' },
      ...{ rotation: -1.5, noise: 0.15, blur: 0.7, seed: 104, scriptHeadings: true },
      shot: { keystone: 0.1, lamp: { warmth: 0.8, side: -0.6, falloff: 0.35 }, creases: [0.5] },
    },
  },
  {
    name: 'wine bar, by the glass, dim lamp far right',
    photo: {
      ...{ title: 'By the Glass', sections: wineBarByGlass, columns: 1, leaders: true, font: 'PT Sans Narrow' },
      ...{ rotation: 1, noise: 0.25, blur: 0.8, seed: 105 },
      shot: { keystone: 0.08, lamp: { warmth: 0.9, side: 1, falloff: 0.55 }, creases: [0.4] },
    },
  },
  {
    name: 'brasserie, two columns, script headings, slant and two folds',
    photo: {
      ...{ title: 'La Cave', sections: frenchBrasserie, columns: 2, leaders: true, font: 'Tinos', rotation: 0.8 },
      ...{ noise: 0.2, blur: 0.8, seed: 106, scriptHeadings: true },
      shot: { keystone: 0.14, lamp: { warmth: 0.6, side: 0.8, falloff: 0.4 }, creases: [0.3, 0.65] },
    },
  },
  {
    name: 'dessert list, warm lamp overhead, creased',
    photo: {
      ...{ title: 'Sweet Wines', sections: dessertAndFortified, columns: 1, leaders: false, font: 'DejaVu Serif' },
      ...{ rotation: -0.5, noise: 0.15, blur: 0.6, seed: 107 },
      shot: { keystone: 0.1, lamp: { warmth: 0.75, side: 0, falloff: 0.3 }, creases: [0.55] },
    },
  },
  {
    name: 'new world, prices on the left, script headings, slant',
    photo: {
      ...{ title: 'Wines', sections: newWorld, columns: 1, leaders: false, font: 'DejaVu Sans', pricesLeft: true },
      ...{ rotation: 1.2, noise: 0.2, blur: 0.7, seed: 108, scriptHeadings: true },
      shot: { keystone: 0.12, lamp: { warmth: 0.85, side: -0.8, falloff: 0.45 }, creases: [] },
    },
  },
];
