import { FULL_BODIED_REDS, GREAT, LIGHTER_REDS, LONG, NOT_IN_CHART } from './fact-words';
import type { KnowledgeQuestion } from './knowledge-questions';

/** The development half of the question set: looked at, and answered better, while building. */

export const DEV_QUESTIONS: readonly KnowledgeQuestion[] = [
  // What an appellation is made of, for the colour asked.
  { kind: 'appellation-grapes', ask: 'What is the main grape of Sauternes?', facts: ['semillon', 'sauvignon blanc'] },
  {
    kind: 'appellation-grapes',
    ask: 'What grape is red Sancerre made from?',
    facts: ['pinot noir'],
    not: ['sauvignon'],
  },
  {
    kind: 'appellation-grapes',
    ask: 'What grapes are used in white Rioja?',
    facts: [['viura', 'macabeo']],
    not: ['tempranillo'],
  },
  {
    kind: 'appellation-grapes',
    ask: 'Which grapes go into Châteauneuf-du-Pape?',
    facts: ['grenache', 'syrah', 'mourvedre'],
  },
  { kind: 'appellation-grapes', ask: 'What grape is Barolo made from?', facts: ['nebbiolo'] },
  { kind: 'appellation-grapes', ask: 'What grapes are in a Pomerol?', facts: ['merlot', 'cabernet franc'] },
  { kind: 'appellation-grapes', ask: 'Which grape is Chablis?', facts: ['chardonnay'] },
  {
    kind: 'appellation-grapes',
    ask: 'What are the grapes of Champagne?',
    facts: ['chardonnay', 'pinot noir', 'meunier'],
  },
  {
    kind: 'appellation-grapes',
    ask: 'What grape do they use for white Hermitage?',
    facts: [['marsanne', 'roussanne']],
    not: ['syrah'],
  },

  { kind: 'appellation-colour', ask: 'Is Chablis red or white?', facts: ['white', 'chardonnay'] },
  { kind: 'appellation-colour', ask: 'What colour is Tavel?', facts: ['rose'] },
  {
    kind: 'appellation-colour',
    ask: 'What style of wine is Barolo?',
    facts: ['red', ['tannin', 'tannic', 'full', 'powerful', 'structured']],
  },
  { kind: 'appellation-colour', ask: 'Is Sancerre a red or a white wine?', facts: ['white', 'pinot noir'] },
  { kind: 'appellation-colour', ask: 'What kind of wine is Prosecco?', facts: ['sparkling', 'glera'] },
  { kind: 'appellation-colour', ask: 'Is Beaujolais red or white?', facts: ['red', 'gamay'] },
  { kind: 'appellation-colour', ask: 'What type of wine is Sauternes?', facts: ['sweet', 'white'] },
  { kind: 'appellation-colour', ask: 'Is Vinho Verde a red wine?', facts: ['white', ['light', 'spritz', 'fresh']] },

  { kind: 'appellation-sweetness', ask: 'Is Sauternes sweet?', facts: ['sweet', ['noble rot', 'botrytis']] },
  { kind: 'appellation-sweetness', ask: 'How sweet is Vouvray?', facts: ['sec', ['moelleux', 'sweet']] },
  { kind: 'appellation-sweetness', ask: 'Is Chianti dry?', facts: ['dry'], not: ['sweet wine'] },
  {
    kind: 'appellation-sweetness',
    ask: 'Is Mosel Riesling sweet?',
    facts: ['dry', 'sweet', ['kabinett', 'spatlese', 'trocken', 'auslese']],
  },
  { kind: 'appellation-sweetness', ask: 'Is Champagne sweet or dry?', facts: ['brut', 'dry'] },
  { kind: 'appellation-sweetness', ask: 'Is Port sweet?', facts: ['sweet', ['fortified', 'spirit', 'brandy']] },
  { kind: 'appellation-sweetness', ask: 'Is Amarone sweet?', facts: ['dry', 'recioto'] },
  {
    kind: 'appellation-sweetness',
    ask: "How sweet is Moscato d'Asti?",
    facts: ['sweet', ['low in alcohol', 'low alcohol', '5', '5.5', 'light']],
  },

  { kind: 'appellation-ageing', ask: 'How long can I age Barolo?', facts: [LONG, 'years'] },
  {
    kind: 'appellation-ageing',
    ask: 'How long should I keep a Beaujolais?',
    facts: [['young', 'within', 'few years', '1', '2', '3']],
  },
  { kind: 'appellation-ageing', ask: 'How long does Sauternes age?', facts: [['decades', '20', '30', '40', '50']] },
  { kind: 'appellation-ageing', ask: 'Can you age Prosecco?', facts: [['young', 'fresh', 'within']] },
  { kind: 'appellation-ageing', ask: 'How long can vintage Port age?', facts: [['decades', '20', '30', '40', '50']] },
  { kind: 'appellation-ageing', ask: 'How long to cellar a Napa Valley Cabernet?', facts: [LONG] },
  { kind: 'appellation-ageing', ask: 'How long does Chablis keep?', facts: [['3', '4', '5', '10', '15']] },
  { kind: 'appellation-ageing', ask: 'When should I drink Muscadet?', facts: [['young', 'within', '1', '2', '3']] },

  // Classic styles and blends.
  {
    kind: 'classic-style',
    ask: 'What grapes are in a GSM blend?',
    facts: ['grenache', ['syrah', 'shiraz'], ['mourvedre', 'mataro', 'monastrell']],
  },
  {
    kind: 'classic-style',
    ask: 'What is a Bordeaux blend made of?',
    facts: ['cabernet sauvignon', 'merlot', 'cabernet franc'],
  },
  { kind: 'classic-style', ask: 'What is a Super Tuscan?', facts: ['sangiovese', ['cabernet', 'merlot'], 'tuscan'] },
  { kind: 'classic-style', ask: 'How long is tawny Port aged?', facts: [['wood', 'barrel', 'cask']], not: [] },
  { kind: 'classic-style', ask: 'Is fino Sherry dry?', facts: ['dry', 'flor'] },
  {
    kind: 'classic-style',
    ask: 'What grapes make Port?',
    facts: ['touriga nacional', ['touriga franca', 'tinta roriz', 'tempranillo', 'tinta barroca']],
  },
  { kind: 'classic-style', ask: 'What is Crémant made from?', facts: [['chardonnay', 'chenin', 'pinot']] },
  { kind: 'classic-style', ask: 'What is Meritage?', facts: ['bordeaux', ['cabernet', 'merlot']] },

  // Comparisons and superlatives.
  {
    kind: 'superlative',
    ask: 'Which wines have the most acidity?',
    facts: [
      'riesling',
      {
        atLeast: 2,
        of: [
          'sauvignon blanc',
          'chenin blanc',
          'champagne',
          'assyrtiko',
          'nebbiolo',
          'barbera',
          'chablis',
          'muscadet',
          'furmint',
          'albarino',
          'gruner veltliner',
        ],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'Which red grapes have the most tannin?',
    facts: [
      'tannat',
      {
        atLeast: 2,
        of: [
          'nebbiolo',
          'sagrantino',
          'cabernet sauvignon',
          'aglianico',
          'petite sirah',
          'syrah',
          'mourvedre',
          'xinomavro',
          'touriga nacional',
        ],
      },
    ],
  },
  { kind: 'superlative', ask: 'What are the lightest red wines?', facts: [['gamay', 'beaujolais'], 'pinot noir'] },
  {
    kind: 'superlative',
    ask: 'What are the sweetest wines in the world?',
    facts: [
      ['tokaji', 'eszencia', 'pedro ximenez', 'px', 'trockenbeerenauslese'],
      ['sauternes', 'ice wine', 'icewine', 'eiswein', 'rutherglen'],
    ],
  },
  {
    kind: 'superlative',
    ask: 'Which wines have the highest alcohol?',
    facts: [
      {
        atLeast: 2,
        of: [
          'zinfandel',
          'amarone',
          'grenache',
          'chateauneuf',
          'port',
          'shiraz',
          'syrah',
          'sherry',
          'petite sirah',
          'madeira',
          'primitivo',
        ],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'What white wine has the least acidity?',
    facts: [
      { atLeast: 2, of: ['viognier', 'gewurztraminer', 'marsanne', 'roussanne', 'pinot gris', 'muscat', 'semillon'] },
    ],
  },
  {
    kind: 'superlative',
    ask: 'Which grapes are the most aromatic?',
    facts: [
      ['gewurztraminer', 'muscat', 'moscato'],
      ['torrontes', 'viognier', 'riesling', 'sauvignon blanc'],
    ],
  },
  {
    kind: 'superlative',
    ask: 'Which red wines are the most full-bodied?',
    facts: [
      {
        atLeast: 3,
        of: FULL_BODIED_REDS,
      },
    ],
  },

  {
    kind: 'comparison',
    ask: 'What is lighter than Cabernet Sauvignon?',
    facts: [
      {
        atLeast: 2,
        of: LIGHTER_REDS,
      },
    ],
    not: ['petite sirah', 'tannat'],
  },
  {
    kind: 'comparison',
    ask: 'Something like Barolo but cheaper?',
    facts: [['roero', 'gattinara', 'valtellina', 'langhe', "nebbiolo d'alba", 'ghemme']],
  },
  { kind: 'comparison', ask: 'A wine like Champagne but cheaper?', facts: ['cremant', 'cava'] },
  {
    kind: 'comparison',
    ask: 'Which is more tannic, Merlot or Cabernet Sauvignon?',
    facts: ['cabernet sauvignon', 'more'],
  },
  { kind: 'comparison', ask: 'Is Pinot Noir lighter than Merlot?', facts: ['yes', 'pinot noir'] },
  {
    kind: 'comparison',
    ask: 'Something like Sancerre but cheaper',
    facts: [['menetou', 'quincy', 'reuilly', 'touraine']],
  },
  { kind: 'comparison', ask: 'Which has more acidity, Riesling or Chardonnay?', facts: ['riesling'] },
  {
    kind: 'comparison',
    ask: 'Something bolder than Merlot?',
    facts: [
      {
        atLeast: 2,
        of: [
          'cabernet sauvignon',
          'syrah',
          'shiraz',
          'malbec',
          'tannat',
          'nebbiolo',
          'petite sirah',
          'mourvedre',
          'aglianico',
        ],
      },
    ],
  },

  // From a liking to a suggestion.
  {
    kind: 'liking',
    ask: 'I prefer light red wines, what should I try?',
    facts: [
      {
        atLeast: 3,
        of: [
          'pinot noir',
          'gamay',
          'beaujolais',
          'schiava',
          'frappato',
          'zweigelt',
          'grignolino',
          'cinsault',
          'poulsard',
          'dolcetto',
          'valpolicella',
          'bardolino',
          'st. laurent',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I like earthy reds, any suggestions?',
    facts: [
      {
        atLeast: 3,
        of: [
          'pinot noir',
          'nebbiolo',
          'barolo',
          'sangiovese',
          'chianti',
          'tempranillo',
          'rioja',
          'mourvedre',
          'bandol',
          'burgundy',
          'cabernet franc',
          'mencia',
          'xinomavro',
          'aglianico',
          'brunello',
          'madiran',
          'tannat',
          'chinon',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I love bold reds. What should I drink?',
    facts: [
      {
        atLeast: 3,
        of: [...FULL_BODIED_REDS, 'barossa', 'napa', 'priorat', 'toro'],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I like oaky white wine, what would you suggest?',
    facts: [
      'chardonnay',
      {
        atLeast: 2,
        of: [
          'white rioja',
          'viura',
          'semillon',
          'pessac',
          'napa',
          'meursault',
          'fume blanc',
          'viognier',
          'marsanne',
          'roussanne',
          'white rhone',
          'white burgundy',
          'chenin',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I like crisp whites, what do you recommend?',
    facts: [
      {
        atLeast: 3,
        of: [
          'sauvignon blanc',
          'sancerre',
          'albarino',
          'muscadet',
          'riesling',
          'chablis',
          'assyrtiko',
          'gruner veltliner',
          'vinho verde',
          'picpoul',
          'verdejo',
          'vermentino',
          'txakoli',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I have a sweet tooth, which wines should I try?',
    facts: [
      {
        atLeast: 3,
        of: [
          'sauternes',
          'tokaji',
          'moscato',
          'port',
          'ice wine',
          'icewine',
          'eiswein',
          'auslese',
          'pedro ximenez',
          'vouvray',
          'beerenauslese',
          'recioto',
          'banyuls',
          'muscat',
          'late harvest',
          'madeira',
          'brachetto',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I love bubbly — what should I try?',
    facts: [
      {
        atLeast: 3,
        of: [
          'champagne',
          'cava',
          'prosecco',
          'cremant',
          'franciacorta',
          'english sparkling',
          'moscato',
          'lambrusco',
          'pet-nat',
          'sekt',
          'trento',
          'tasmania',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I like fruity red wines',
    facts: [
      {
        atLeast: 3,
        of: [
          'zinfandel',
          'malbec',
          'merlot',
          'grenache',
          'gamay',
          'beaujolais',
          'shiraz',
          'primitivo',
          'pinotage',
          'barbera',
          'dolcetto',
          'pinot noir',
          'garnacha',
        ],
      },
    ],
  },

  // Vintages.
  { kind: 'vintage-year', ask: 'Is 2010 a good vintage for Bordeaux?', facts: ['2010', GREAT] },
  { kind: 'vintage-year', ask: 'How was 2013 in Bordeaux?', facts: [['poor', 'difficult', 'weak', 'rain', 'rot']] },
  { kind: 'vintage-year', ask: 'Was 2016 a good vintage for Barolo?', facts: [GREAT] },
  {
    kind: 'vintage-year',
    ask: 'How is the 2021 Burgundy vintage?',
    facts: ['frost', ['small', 'light', 'difficult', 'tiny']],
  },
  { kind: 'vintage-year', ask: 'Tell me about the 2002 Champagne vintage', facts: [GREAT] },
  { kind: 'vintage-year', ask: 'Is 2011 a good year for vintage Port?', facts: [['declared', 'declaration'], GREAT] },
  { kind: 'vintage-year', ask: 'How was 2019 in Napa?', facts: [GREAT] },
  { kind: 'vintage-year', ask: 'Is 2003 a good year for Brunello?', facts: [['hot', 'heat', 'heatwave']] },

  {
    kind: 'vintage-best',
    ask: 'What are the best recent vintages for Barolo?',
    facts: [{ atLeast: 2, of: ['2016', '2019', '2021', '2010', '2013'] }],
  },
  {
    kind: 'vintage-best',
    ask: 'Which are the top Bordeaux vintages since 2000?',
    facts: [{ atLeast: 3, of: ['2000', '2005', '2009', '2010', '2015', '2016', '2018', '2019', '2020', '2022'] }],
    not: ['2013'],
  },
  {
    kind: 'vintage-best',
    ask: 'Best years for Napa Cabernet?',
    facts: [{ atLeast: 2, of: ['2013', '2016', '2018', '2019', '2021', '2007', '2001', '1997', '1994', '1991'] }],
    not: ['2020'],
  },
  {
    kind: 'vintage-best',
    ask: 'Which Champagne vintages are the greatest?',
    facts: [{ atLeast: 2, of: ['1990', '1996', '2002', '2008', '2012', '2019'] }],
  },
  {
    kind: 'vintage-best',
    ask: 'What were the worst Burgundy vintages?',
    facts: [{ atLeast: 1, of: ['2004', '2021', '1994', '1992', '2024'] }],
    not: ['2005', '2010'],
  },

  { kind: 'vintage-outside-chart', ask: 'How was 1985 in Bordeaux?', facts: ['1990', NOT_IN_CHART] },
  {
    kind: 'vintage-outside-chart',
    ask: 'Is 2015 a good vintage in Marlborough?',
    facts: ['marlborough', NOT_IN_CHART],
  },
  { kind: 'vintage-outside-chart', ask: 'Will 2030 be a good Barolo vintage?', facts: [NOT_IN_CHART] },
  { kind: 'vintage-outside-chart', ask: 'Was 1982 a great Bordeaux vintage?', facts: ['1990', NOT_IN_CHART] },

  // Storing, serving and mishaps.
  {
    kind: 'storing',
    ask: 'What temperature should a wine cellar be?',
    facts: [
      ['12', '13', '10', '14', '55'],
      ['steady', 'constant', 'stable'],
    ],
  },
  { kind: 'storing', ask: 'What humidity is best for storing wine?', facts: [['60', '65', '70', '75'], 'cork'] },
  {
    kind: 'storing',
    ask: 'Why should wine bottles be stored lying down?',
    facts: ['cork', ['moist', 'dry out', 'drying', 'dries']],
  },
  {
    kind: 'storing',
    ask: 'How long does an unopened bottle of wine last?',
    facts: [['most wines', 'most bottles', 'most everyday'], 'years'],
  },
  {
    kind: 'storing',
    ask: 'Can I store wine in the kitchen?',
    facts: [
      ['heat', 'warm', 'temperature'],
      ['oven', 'stove', 'cooker', 'fridge', 'cupboard'],
    ],
  },
  { kind: 'storing', ask: 'Is a regular fridge OK for long-term wine storage?', facts: [['dry', 'cold', 'vibration']] },
  {
    kind: 'storing',
    ask: 'Does light damage wine?',
    facts: [
      ['uv', 'sunlight', 'sun'],
      ['clear', 'glass', 'bottle'],
    ],
  },
  {
    kind: 'storing',
    ask: 'Should screw-cap bottles be stored upright?',
    facts: [['upright', 'either', 'standing'], 'screw'],
  },

  {
    kind: 'serving',
    ask: 'What temperature should I serve red wine at?',
    facts: [['15', '16', '17', '18', '60', '65']],
  },
  { kind: 'serving', ask: 'How cold should white wine be?', facts: [['7', '8', '10', '12', '45', '50']] },
  { kind: 'serving', ask: 'Should I decant my red wine?', facts: ['decant', ['tannin', 'sediment', 'air']] },
  { kind: 'serving', ask: 'How do I chill a bottle quickly?', facts: ['ice', 'water', ['salt', 'minutes']] },
  { kind: 'serving', ask: 'What glass should I use for Champagne?', facts: [['tulip', 'white wine glass']] },
  { kind: 'serving', ask: 'How many glasses are in a bottle of wine?', facts: [['5', 'five', '6', 'six'], '750'] },
  {
    kind: 'serving',
    ask: 'How do I open a bottle of Champagne safely?',
    facts: ['cork', ['angle', '45', 'twist', 'towel', 'thumb']],
  },
  {
    kind: 'serving',
    ask: 'In what order should I serve wines at dinner?',
    facts: [['light', 'lighter'], ['white', 'dry'], 'sweet'],
  },

  {
    kind: 'mishap',
    ask: 'My cork crumbled into the wine, what do I do?',
    facts: [
      ['strain', 'filter', 'sieve', 'decant'],
      ['harmless', 'safe', 'fine'],
    ],
  },
  {
    kind: 'mishap',
    ask: 'I left a bottle of wine in a hot car, is it ruined?',
    facts: ['heat', ['cooked', 'stewed', 'pushed', 'leak', 'cork']],
  },
  {
    kind: 'mishap',
    ask: 'I put wine in the freezer and forgot it, is it OK?',
    facts: ['thaw', ['cork', 'crystals', 'expand']],
  },
  {
    kind: 'mishap',
    ask: 'The cork got pushed into the bottle, what now?',
    facts: [['decant', 'pour', 'jug', 'carafe']],
  },
  { kind: 'mishap', ask: 'How can I open wine without a corkscrew?', facts: [['screw', 'shoe', 'push', 'key']] },
  {
    kind: 'mishap',
    ask: 'There are crystals in my wine, is it bad?',
    facts: [
      ['tartrate', 'tartaric', 'wine diamonds'],
      ['harmless', 'safe'],
    ],
  },
  { kind: 'mishap', ask: 'I spilled red wine on the carpet', facts: [['blot', 'salt', 'soda', 'cold water']] },
  {
    kind: 'mishap',
    ask: 'My cork broke in half while opening the bottle',
    facts: [['corkscrew', 'angle', 'again', 'push']],
  },

  {
    kind: 'leftover',
    ask: 'How long does an opened bottle of red wine last?',
    facts: [['3', '5', 'three', 'five'], 'days'],
  },
  {
    kind: 'leftover',
    ask: 'How long does opened Champagne keep?',
    facts: [['1', '2', '3', 'one', 'two', 'three'], 'stopper'],
  },
  { kind: 'leftover', ask: 'Can I freeze leftover wine?', facts: [['cooking', 'ice cube', 'cubes']] },
  {
    kind: 'leftover',
    ask: 'Does putting a spoon in a Champagne bottle keep it fizzy?',
    facts: [['myth', 'no', "doesn't", 'does not']],
  },
  { kind: 'leftover', ask: 'How long does Port last once opened?', facts: [['weeks', 'week', 'month', 'months']] },

  // What the sommelier answered before issue 23: faults, terms, styles, names, food, grapes, places.
  {
    kind: 'fault',
    ask: 'My wine smells like wet cardboard, is it corked?',
    facts: [
      ['cork taint', 'tca'],
      ['back', 'return', 'replace'],
    ],
  },
  {
    kind: 'fault',
    ask: 'Why does my wine smell like rotten eggs?',
    facts: [
      ['reduction', 'sulfur', 'sulphur'],
      ['decant', 'air', 'copper'],
    ],
  },
  { kind: 'fault', ask: 'Why is my white wine going brown?', facts: [['oxid', 'air']] },
  { kind: 'fault', ask: 'My red wine is fizzy, is that bad?', facts: ['ferment'] },
  { kind: 'fault', ask: 'My wine smells like vinegar', facts: [['volatile', 'acetic', 'vinegar']] },

  { kind: 'label-term', ask: 'What does sur lie mean?', facts: ['lees'] },
  { kind: 'label-term', ask: 'What is Spätlese?', facts: ['late'] },
  { kind: 'label-term', ask: 'What does Brut mean?', facts: ['dry'] },
  { kind: 'label-term', ask: 'What does Grand Cru mean?', facts: [['vineyard', 'best', 'top', 'highest']] },
  { kind: 'label-term', ask: 'What does Riserva mean?', facts: [['aged', 'longer', 'ageing', 'aging']] },

  { kind: 'wine-style', ask: 'What is orange wine?', facts: ['skin'] },
  { kind: 'wine-style', ask: "What's pét-nat?", facts: ['bottle', 'ferment'] },
  { kind: 'wine-style', ask: 'What is natural wine?', facts: [['intervention', 'yeast', 'sulph', 'sulf']] },
  { kind: 'wine-style', ask: 'What is ice wine?', facts: ['frozen'] },
  { kind: 'wine-style', ask: 'What is fortified wine?', facts: [['spirit', 'brandy']] },

  { kind: 'same-as', ask: 'Is Shiraz the same as Syrah?', facts: [['same', 'yes']] },
  { kind: 'same-as', ask: 'Is Pinot Grigio the same as Pinot Gris?', facts: [['same', 'yes']] },
  { kind: 'same-as', ask: 'Is Prosecco the same as Champagne?', facts: ['no'] },
  { kind: 'same-as', ask: 'Is Garnacha the same as Grenache?', facts: [['same', 'yes']] },
  { kind: 'same-as', ask: 'Is Zinfandel the same as Primitivo?', facts: [['same', 'yes']] },

  { kind: 'food-pairing', ask: 'What wine goes with steak?', facts: [['cabernet', 'malbec', 'syrah', 'shiraz']] },
  { kind: 'food-pairing', ask: 'What wine with oysters?', facts: [['muscadet', 'chablis', 'champagne']] },
  { kind: 'food-pairing', ask: 'What goes with blue cheese?', facts: [['sauternes', 'port', 'tokaji']] },
  { kind: 'food-pairing', ask: 'Which wine for a spicy Thai curry?', facts: [['riesling', 'gewurztraminer']] },
  { kind: 'food-pairing', ask: 'What wine with salmon?', facts: [['pinot noir', 'chardonnay']] },

  { kind: 'grape-profile', ask: 'What does Syrah taste like?', facts: [['pepper', 'blackberry', 'black']] },
  { kind: 'grape-profile', ask: 'Tell me about Nebbiolo', facts: [['tar', 'rose', 'cherry']] },
  {
    kind: 'grape-profile',
    ask: 'What does Sauvignon Blanc taste like?',
    facts: [['grapefruit', 'gooseberry', 'grass', 'citrus']],
  },
  { kind: 'grape-profile', ask: 'Describe Malbec', facts: [['plum', 'blackberry', 'violet']] },
  { kind: 'grape-profile', ask: 'What does Gewürztraminer smell like?', facts: [['lychee', 'rose']] },

  { kind: 'region-profile', ask: 'Tell me about Mosel wines', facts: ['riesling'] },
  {
    kind: 'region-profile',
    ask: 'What are the wines from Priorat like?',
    facts: [['grenache', 'garnacha', 'carignan', 'carinena']],
  },
  { kind: 'region-profile', ask: 'Tell me about Marlborough', facts: ['sauvignon blanc'] },
  { kind: 'region-profile', ask: 'What is Rioja known for?', facts: ['tempranillo'] },
  { kind: 'region-profile', ask: 'What wines does Alsace make?', facts: [['riesling', 'gewurztraminer']] },

  { kind: 'similar-wines', ask: 'I love Barolo, what else might I like?', facts: [['barbaresco', 'nebbiolo']] },
  {
    kind: 'similar-wines',
    ask: 'I like Sauvignon Blanc, what else should I try?',
    facts: [
      {
        atLeast: 1,
        of: [
          'verdejo',
          'gruner veltliner',
          'albarino',
          'vermentino',
          'colombard',
          'riesling',
          'assyrtiko',
          'picpoul',
          'chenin blanc',
        ],
      },
    ],
  },
  {
    kind: 'similar-wines',
    ask: 'If I like Malbec, what else would I enjoy?',
    facts: [
      {
        atLeast: 1,
        of: ['cabernet', 'syrah', 'shiraz', 'merlot', 'tannat', 'carmenere', 'zinfandel', 'petit verdot', 'mourvedre'],
      },
    ],
  },
  { kind: 'similar-wines', ask: 'What is similar to Rioja?', facts: [['ribera', 'tempranillo', 'toro']] },

  { kind: 'grape-where', ask: 'Where is Tempranillo grown?', facts: ['rioja', 'ribera'] },
  { kind: 'grape-where', ask: 'Where does Malbec come from?', facts: ['cahors', ['mendoza', 'argentina']] },
  { kind: 'grape-where', ask: 'Where is Nebbiolo grown?', facts: [['piedmont', 'barolo']] },
  {
    kind: 'grape-where',
    ask: 'Which regions grow Riesling?',
    facts: [
      { atLeast: 2, of: ['mosel', 'alsace', 'clare', 'eden', 'rheingau', 'wachau', 'finger lakes', 'nahe', 'pfalz'] },
    ],
  },
  { kind: 'grape-where', ask: 'Where does Carménère come from?', facts: ['chile', 'bordeaux'] },
  // A second round, written after the first scores, in new words and about other wines.
  { kind: 'appellation-grapes', ask: 'which grapes are used in a Gigondas', facts: ['grenache', 'syrah'] },
  { kind: 'appellation-grapes', ask: 'What grape variety is Vinho Nobile di Montepulciano?', facts: ['sangiovese'] },
  {
    kind: 'appellation-grapes',
    ask: 'what is white Bordeaux made from',
    facts: ['sauvignon blanc', 'semillon'],
    not: ['merlot'],
  },
  { kind: 'appellation-grapes', ask: 'Main grape of Priorat?', facts: [['garnacha', 'grenache']] },
  { kind: 'appellation-grapes', ask: 'What grape makes red Burgundy?', facts: ['pinot noir'], not: ['chardonnay'] },
  { kind: 'appellation-grapes', ask: 'grapes in Soave?', facts: ['garganega'] },
  { kind: 'appellation-colour', ask: 'Is Meursault red?', facts: ['white', 'chardonnay'] },
  { kind: 'appellation-colour', ask: 'What colour is Valpolicella?', facts: ['red'] },
  { kind: 'appellation-colour', ask: 'is Franciacorta a sparkling wine', facts: ['sparkling'] },
  { kind: 'appellation-colour', ask: 'Is Rioja always red?', facts: ['red', 'white', ['rosado', 'rose']] },
  { kind: 'appellation-colour', ask: 'What sort of wine is Tokaji?', facts: ['sweet', ['furmint', 'white']] },
  { kind: 'appellation-sweetness', ask: 'Is Madeira sweet?', facts: ['sercial', 'malmsey'] },
  { kind: 'appellation-sweetness', ask: 'is white Rioja dry', facts: ['dry'] },
  { kind: 'appellation-ageing', ask: 'How long can you keep Châteauneuf-du-Pape?', facts: [LONG] },
  {
    kind: 'appellation-ageing',
    ask: 'when should I drink my Beaujolais Nouveau',
    facts: [['months', 'spring', 'young']],
  },
  {
    kind: 'appellation-ageing',
    ask: 'Does Albariño from Rías Baixas age?',
    facts: [['young', 'within', 'few', '1', '2', '3', '4']],
  },
  { kind: 'classic-style', ask: 'is Oloroso sweet', facts: ['dry'] },
  { kind: 'classic-style', ask: 'what grapes are in Blanc de Noirs Champagne', facts: ['pinot noir', 'meunier'] },
  {
    kind: 'superlative',
    ask: 'Which sparkling wines are the driest?',
    facts: [{ atLeast: 1, of: ['brut nature', 'champagne', 'cava', 'english sparkling', 'cremant', 'franciacorta'] }],
    not: ['moscato'],
  },
  {
    kind: 'superlative',
    ask: 'strongest wines?',
    facts: [
      { atLeast: 2, of: ['port', 'sherry', 'madeira', 'amarone', 'zinfandel', 'shiraz', 'rutherglen', 'banyuls'] },
    ],
  },
  { kind: 'comparison', ask: 'Is Chardonnay fuller than Sauvignon Blanc?', facts: ['yes', 'chardonnay'] },
  {
    kind: 'comparison',
    ask: 'something like Meursault but cheaper',
    facts: [{ atLeast: 1, of: ['macon', 'maconnais', 'chalonnaise', 'chardonnay', 'pouilly-fuisse', 'limoux'] }],
  },
  { kind: 'comparison', ask: 'Which is drier, Riesling or Gewürztraminer?', facts: ['riesling'] },
  {
    kind: 'liking',
    ask: 'I like wines that are juicy and not too tannic',
    facts: [
      {
        atLeast: 3,
        of: [
          'gamay',
          'beaujolais',
          'barbera',
          'merlot',
          'grenache',
          'zinfandel',
          'pinot noir',
          'dolcetto',
          'malbec',
          'frappato',
          'zweigelt',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'what should I buy for someone who loves rich, buttery Chardonnay-style wines',
    facts: [
      {
        atLeast: 2,
        of: ['chardonnay', 'meursault', 'viognier', 'marsanne', 'roussanne', 'semillon', 'white rioja', 'fiano'],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I prefer dry white wine, suggestions?',
    facts: [
      {
        atLeast: 3,
        of: [
          'sauvignon blanc',
          'sancerre',
          'chablis',
          'muscadet',
          'assyrtiko',
          'albarino',
          'gruner veltliner',
          'picpoul',
          'pinot grigio',
          'verdejo',
          'vermentino',
          'soave',
          'gavi',
          'chardonnay',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'any recommendations for an earthy white?',
    facts: [
      {
        atLeast: 2,
        of: [
          'white rioja',
          'gruner veltliner',
          'chablis',
          'assyrtiko',
          'furmint',
          'savagnin',
          'fino',
          'marsanne',
          'semillon',
          'meursault',
        ],
      },
    ],
  },
  { kind: 'vintage-year', ask: "What's the 2009 Bordeaux vintage like?", facts: [GREAT] },
  { kind: 'vintage-year', ask: 'Rate the 2014 Barolo vintage', facts: [['good', 'wet', 'lighter', 'rain']] },
  { kind: 'vintage-year', ask: 'Was 2012 a good year for Champagne?', facts: [GREAT] },
  { kind: 'vintage-year', ask: 'How did 2018 turn out in Napa Valley?', facts: [GREAT] },
  { kind: 'vintage-year', ask: 'is the 2019 Brunello out yet?', facts: [['released', 'shops', 'out']] },
  {
    kind: 'vintage-best',
    ask: 'Which were the best Champagne years in the 1990s?',
    facts: [{ atLeast: 2, of: ['1990', '1996', '1995', '1998'] }],
    not: ['2002'],
  },
  {
    kind: 'vintage-best',
    ask: 'top vintages of Châteauneuf-du-Pape',
    facts: [{ atLeast: 2, of: ['1990', '1998', '2001', '2005', '2007', '2010', '2016', '2019'] }],
  },
  { kind: 'vintage-outside-chart', ask: 'How good is the 2019 vintage in Tuscany?', facts: [NOT_IN_CHART] },
  { kind: 'vintage-outside-chart', ask: 'Was 1975 a good year for Barolo?', facts: ['1990', NOT_IN_CHART] },
  {
    kind: 'vintage-outside-chart',
    ask: 'Is 2016 a good vintage for Chianti Classico?',
    facts: [NOT_IN_CHART, 'chianti'],
  },
  { kind: 'vintage-outside-chart', ask: 'Tell me about the 2026 Bordeaux vintage', facts: [NOT_IN_CHART] },
  {
    kind: 'storing',
    ask: 'Is my garage a good place to keep wine?',
    facts: [['garage'], ['cold', 'hot', 'swing', 'temperature']],
  },
  { kind: 'serving', ask: 'What temperature should rosé be served at?', facts: [['8', '10']] },
  { kind: 'mishap', ask: 'I dropped the cork into the wine', facts: [['decant', 'pour', 'jug', 'carafe', 'harm']] },
  { kind: 'leftover', ask: 'How many days is an opened rosé good for?', facts: [['3', '5', 'three', 'five'], 'days'] },
  { kind: 'fault', ask: 'Why does my wine smell like a band-aid?', facts: ['brett'] },
  { kind: 'fault', ask: 'my wine smells like burnt matches', facts: [['reduction', 'sulfur', 'sulphur']] },
  { kind: 'label-term', ask: 'What does Vieilles Vignes mean on a label?', facts: [['old vines', 'old vine']] },
  { kind: 'label-term', ask: 'what is a Premier Cru', facts: [['vineyard', 'second', 'below grand cru', 'rank']] },
  {
    kind: 'grape-profile',
    ask: 'What does Cabernet Franc taste like?',
    facts: [['raspberry', 'pepper', 'violet', 'graphite']],
  },
  { kind: 'grape-profile', ask: 'describe Albariño', facts: [['peach', 'citrus', 'lemon', 'apricot', 'saline']] },
  {
    kind: 'similar-wines',
    ask: 'I love Malbec, what else might I like?',
    facts: [{ atLeast: 1, of: ['cahors', 'carmenere', 'merlot', 'syrah', 'shiraz', 'tannat', 'cabernet'] }],
  },
  {
    kind: 'similar-wines',
    ask: 'wines similar to Sancerre?',
    facts: [
      {
        atLeast: 1,
        of: ['pouilly-fume', 'menetou', 'sauvignon blanc', 'marlborough', 'touraine', 'gruner', 'albarino', 'verdejo'],
      },
    ],
  },
  { kind: 'grape-where', ask: "Where does Nero d'Avola grow?", facts: ['sicily'] },
  { kind: 'region-profile', ask: 'What is Bierzo known for?', facts: ['mencia'] },
  // A third round: grapes asked like places, cheap alternatives, storage in general, follow-up years.
  { kind: 'appellation-sweetness', ask: 'is Lambrusco sweet?', facts: ['dry', 'sweet'] },
  { kind: 'appellation-ageing', ask: 'How long does Nebbiolo age?', facts: [LONG] },
  { kind: 'same-as', ask: 'Is Beaujolais the same as Gamay?', facts: ['gamay', ['made from', 'place']] },
  {
    kind: 'comparison',
    ask: "I'm after a cheap alternative to Champagne",
    facts: [{ atLeast: 1, of: ['cremant', 'cava', 'franciacorta', 'limoux'] }],
  },
  { kind: 'comparison', ask: 'Is Merlot softer than Cabernet?', facts: ['yes', 'tannin'] },
  {
    kind: 'storing',
    ask: 'How should I store Champagne?',
    facts: [
      ['cool', 'dark'],
      ['lying', 'side'],
    ],
  },
  { kind: 'storing', ask: 'Can I keep wine in the car?', facts: [['heat', 'hot', '50', 'cook']] },
  { kind: 'vintage-year', ask: 'what about 1999 for Barolo?', facts: [GREAT] },
  {
    kind: 'mishap',
    ask: 'My wine has bits in it',
    facts: [
      ['sediment', 'tartrate', 'cork'],
      ['harmless', 'decant', 'strain'],
    ],
  },
  { kind: 'serving', ask: "what's the ideal temperature for Port", facts: [['14', '16', '18']] },
];
