import { GREAT, LIGHTER_REDS, LONG, NOT_IN_CHART } from './fact-words';
import type { KnowledgeQuestion } from './knowledge-questions';

/**
 * The held-out half of the question set: written with the development half, before the answers were
 * built, in other words and about other wines. Never read to improve an answer; the bench scores it
 * and lists no failures unless asked to (`--show-held-out`, for after the work is done).
 */

export const HELD_OUT_QUESTIONS: readonly KnowledgeQuestion[] = [
  { kind: 'appellation-grapes', ask: 'main grape in pauillac?', facts: ['cabernet sauvignon'] },
  { kind: 'appellation-grapes', ask: "what's white burgundy made from", facts: ['chardonnay'], not: ['pinot noir'] },
  { kind: 'appellation-grapes', ask: 'Which grape makes Vouvray?', facts: ['chenin'] },
  { kind: 'appellation-grapes', ask: 'red Hermitage - what grape is that?', facts: ['syrah'], not: ['marsanne'] },
  { kind: 'appellation-grapes', ask: 'Brunello di Montalcino is made from which grape', facts: ['sangiovese'] },
  {
    kind: 'appellation-grapes',
    ask: 'what grapes are in red rioja',
    facts: ['tempranillo', ['garnacha', 'grenache']],
    not: ['viura'],
  },
  { kind: 'appellation-grapes', ask: 'grapes of Côte-Rôtie?', facts: ['syrah', 'viognier'] },
  { kind: 'appellation-grapes', ask: 'What grape is used for Muscadet?', facts: ['melon'] },

  { kind: 'appellation-colour', ask: 'is pouilly fume white?', facts: ['white', 'sauvignon'] },
  { kind: 'appellation-colour', ask: 'what colour is chianti', facts: ['red', 'sangiovese'] },
  { kind: 'appellation-colour', ask: 'Is Port red or white?', facts: ['red', 'white', 'fortified'] },
  { kind: 'appellation-colour', ask: 'what style is Amarone', facts: ['red', 'dried', ['full', 'rich', 'powerful']] },
  { kind: 'appellation-colour', ask: 'what kind of wine is cava', facts: ['sparkling', ['traditional', 'bottle']] },
  { kind: 'appellation-colour', ask: 'What kind of wine is Condrieu?', facts: ['white', 'viognier'] },
  {
    kind: 'appellation-colour',
    ask: "what style of wine is moscato d'asti",
    facts: ['sweet', ['sparkling', 'fizz', 'frizzante', 'gently']],
  },
  { kind: 'appellation-colour', ask: 'Bandol, red or rosé?', facts: ['red', 'rose', 'mourvedre'] },

  {
    kind: 'appellation-sweetness',
    ask: 'is tokaji aszu sweet',
    facts: ['sweet', ['puttonyos', 'noble rot', 'botrytis']],
  },
  { kind: 'appellation-sweetness', ask: 'Is Chablis a sweet wine?', facts: ['dry'] },
  {
    kind: 'appellation-sweetness',
    ask: 'are Alsace wines sweet',
    facts: ['dry', ['vendange tardive', 'late harvest', 'selection de grains nobles', 'off-dry']],
  },
  { kind: 'appellation-sweetness', ask: 'is prosecco sweet?', facts: ['brut', 'extra dry'] },
  { kind: 'appellation-sweetness', ask: 'how dry is Muscadet', facts: ['dry'] },
  { kind: 'appellation-sweetness', ask: 'Is Jurançon sweet?', facts: ['sweet', 'dry'] },
  {
    kind: 'appellation-sweetness',
    ask: 'is sherry sweet or dry',
    facts: ['dry', 'sweet', 'fino', ['pedro ximenez', 'px', 'cream']],
  },
  { kind: 'appellation-sweetness', ask: 'Is Barsac a dessert wine?', facts: ['sweet'] },

  { kind: 'appellation-ageing', ask: 'how many years can a brunello age', facts: [LONG] },
  { kind: 'appellation-ageing', ask: 'should I age my Sancerre?', facts: [['young', 'few years', 'within', '2', '3']] },
  {
    kind: 'appellation-ageing',
    ask: 'How long will a Rioja Gran Reserva keep?',
    facts: [['15', '20', '25', '30', 'decade', 'decades']],
  },
  { kind: 'appellation-ageing', ask: 'pomerol ageing potential?', facts: [LONG] },
  { kind: 'appellation-ageing', ask: 'how long can i keep vinho verde', facts: [['young', 'within', 'year']] },
  {
    kind: 'appellation-ageing',
    ask: 'Does Mosel Riesling age well?',
    facts: [['10', '20', '30', 'decade', 'decades']],
  },
  {
    kind: 'appellation-ageing',
    ask: 'How long should I cellar Hermitage?',
    facts: [['15', '20', '30', 'decade', 'decades']],
  },
  { kind: 'appellation-ageing', ask: 'can I age a Provence rosé', facts: [['young', 'within', 'year']] },

  { kind: 'classic-style', ask: 'what grape is prosecco made with', facts: ['glera'] },
  { kind: 'classic-style', ask: 'What is Cava made from?', facts: [['macabeo', 'viura'], 'xarel', 'parellada'] },
  { kind: 'classic-style', ask: 'what is in a cape blend', facts: ['pinotage'] },
  { kind: 'classic-style', ask: 'Is PX sweet?', facts: ['sweet', ['pedro ximenez', 'raisin', 'dried']] },
  { kind: 'classic-style', ask: "what's a Rhône blend", facts: ['grenache', 'syrah'] },
  {
    kind: 'classic-style',
    ask: 'what is madeira made from',
    facts: [['sercial', 'verdelho', 'boal', 'bual', 'malmsey', 'malvasia', 'tinta negra']],
  },
  { kind: 'classic-style', ask: 'is amontillado sweet or dry?', facts: ['dry'] },
  { kind: 'classic-style', ask: 'what grapes go in a Chianti', facts: ['sangiovese'] },

  {
    kind: 'superlative',
    ask: 'what red grape has the least tannin',
    facts: [
      {
        atLeast: 2,
        of: [
          'pinot noir',
          'gamay',
          'schiava',
          'frappato',
          'grenache',
          'cinsault',
          'poulsard',
          'dolcetto',
          'barbera',
          'grignolino',
        ],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'most acidic red wine?',
    facts: [
      {
        atLeast: 2,
        of: [
          'barbera',
          'nebbiolo',
          'sangiovese',
          'pinot noir',
          'xinomavro',
          'gamay',
          'aglianico',
          'cabernet franc',
          'baga',
        ],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'which wines have the lowest alcohol',
    facts: [
      {
        atLeast: 2,
        of: ['moscato', 'kabinett', 'mosel', 'vinho verde', 'txakoli', 'muscadet', 'lambrusco', 'riesling'],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'Which white wines are the fullest bodied?',
    facts: [
      {
        atLeast: 2,
        of: ['chardonnay', 'viognier', 'marsanne', 'roussanne', 'white rhone', 'meursault', 'semillon', 'chenin'],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'what are the driest wines',
    facts: [
      {
        atLeast: 2,
        of: ['fino', 'manzanilla', 'muscadet', 'brut nature', 'chablis', 'assyrtiko', 'sancerre', 'albarino'],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'which reds are the boldest?',
    facts: [
      {
        atLeast: 3,
        of: [
          'cabernet sauvignon',
          'syrah',
          'shiraz',
          'malbec',
          'tannat',
          'petite sirah',
          'nebbiolo',
          'amarone',
          'zinfandel',
          'aglianico',
          'mourvedre',
        ],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'the most tannic wines?',
    facts: [
      {
        atLeast: 2,
        of: ['tannat', 'sagrantino', 'nebbiolo', 'aglianico', 'cabernet sauvignon', 'petite sirah', 'xinomavro'],
      },
    ],
  },
  {
    kind: 'superlative',
    ask: 'which white grapes are the least aromatic',
    facts: [
      {
        atLeast: 2,
        of: [
          'melon',
          'muscadet',
          'pinot grigio',
          'pinot gris',
          'trebbiano',
          'ugni blanc',
          'chardonnay',
          'airen',
          'garganega',
          'palomino',
          'macabeo',
          'pinot blanc',
        ],
      },
    ],
  },

  { kind: 'comparison', ask: 'which is sweeter, Sauternes or Chablis', facts: ['sauternes'] },
  {
    kind: 'comparison',
    ask: 'like chateauneuf du pape but cheaper',
    facts: [['cotes du rhone', 'vacqueyras', 'gigondas', 'lirac', 'rasteau']],
  },
  {
    kind: 'comparison',
    ask: 'Something lighter than Malbec',
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
    ask: 'a red like Burgundy but cheaper?',
    facts: [['chalonnaise', 'mercurey', 'givry', 'beaujolais', 'bourgogne', 'pinot noir']],
  },
  { kind: 'comparison', ask: 'does syrah have more tannin than pinot noir', facts: ['yes', 'syrah'] },
  { kind: 'comparison', ask: 'Which has more alcohol, Zinfandel or Pinot Noir?', facts: ['zinfandel'] },
  { kind: 'comparison', ask: 'Is Sauvignon Blanc more acidic than Chardonnay?', facts: ['yes'] },
  {
    kind: 'comparison',
    ask: 'something like napa cabernet but less expensive',
    facts: [
      {
        atLeast: 1,
        of: [
          'washington',
          'paso robles',
          'chile',
          'maipo',
          'sonoma',
          'coonawarra',
          'margaret river',
          'colchagua',
          'stellenbosch',
          'lodi',
          'aconcagua',
        ],
      },
    ],
  },

  {
    kind: 'liking',
    ask: 'I enjoy fruity whites, what should I try?',
    facts: [
      {
        atLeast: 3,
        of: [
          'viognier',
          'gewurztraminer',
          'riesling',
          'sauvignon blanc',
          'torrontes',
          'albarino',
          'chenin',
          'moscato',
          'muscat',
          'pinot gris',
          'marlborough',
          'fiano',
          'verdejo',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'what wines for someone who likes smooth reds',
    facts: [
      {
        atLeast: 3,
        of: [
          'merlot',
          'pinot noir',
          'grenache',
          'gamay',
          'zinfandel',
          'malbec',
          'barbera',
          'dolcetto',
          'pomerol',
          'beaujolais',
          'garnacha',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: "i'm into spicy reds, recommendations?",
    facts: [
      {
        atLeast: 3,
        of: [
          'syrah',
          'shiraz',
          'grenache',
          'zinfandel',
          'cotes du rhone',
          'crozes',
          'saint-joseph',
          'mourvedre',
          'pinotage',
          'carmenere',
          'cornas',
          'cote-rotie',
          'xinomavro',
          'blaufrankisch',
          'primitivo',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I like dry rosé, which ones?',
    facts: [
      {
        atLeast: 3,
        of: [
          'provence',
          'tavel',
          'bandol',
          'navarra',
          'rosado',
          'cerasuolo',
          'chiaretto',
          'bardolino',
          'sancerre',
          'grenache',
          'cinsault',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'recommend me some light white wines',
    facts: [
      {
        atLeast: 3,
        of: [
          'pinot grigio',
          'muscadet',
          'vinho verde',
          'albarino',
          'gruner veltliner',
          'sauvignon blanc',
          'riesling',
          'kabinett',
          'txakoli',
          'picpoul',
          'soave',
          'chablis',
          'vermentino',
          'gavi',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I like full-bodied whites',
    facts: [
      {
        atLeast: 3,
        of: [
          'chardonnay',
          'viognier',
          'marsanne',
          'roussanne',
          'white rhone',
          'meursault',
          'semillon',
          'chenin',
          'condrieu',
          'fiano',
          'white burgundy',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'my partner loves sparkling wine but hates sweet stuff, what should we get',
    facts: [
      {
        atLeast: 3,
        of: [
          'champagne',
          'cava',
          'cremant',
          'franciacorta',
          'brut',
          'english sparkling',
          'trento',
          'brut nature',
          'extra brut',
        ],
      },
    ],
  },
  {
    kind: 'liking',
    ask: 'I like minerally wines',
    facts: [
      {
        atLeast: 3,
        of: [
          'chablis',
          'sancerre',
          'riesling',
          'assyrtiko',
          'santorini',
          'muscadet',
          'etna',
          'pouilly-fume',
          'mosel',
          'albarino',
          'savennieres',
          'furmint',
        ],
      },
    ],
  },

  { kind: 'vintage-year', ask: 'was 2005 good in bordeaux', facts: [GREAT] },
  { kind: 'vintage-year', ask: '2017 Mosel riesling vintage?', facts: [['good', 'very good', 'excellent', 'great']] },
  { kind: 'vintage-year', ask: 'How good was 2020 for Napa Cabernet?', facts: [['fire', 'fires', 'smoke']] },
  { kind: 'vintage-year', ask: 'rioja 2001, any good?', facts: [GREAT] },
  { kind: 'vintage-year', ask: 'Is 2014 a good vintage for white Burgundy?', facts: [GREAT] },
  {
    kind: 'vintage-year',
    ask: 'How was the 2002 vintage in Châteauneuf-du-Pape?',
    facts: [['flood', 'floods', 'rain', 'poor', 'difficult', 'washout']],
  },
  { kind: 'vintage-year', ask: '2015 Côte-Rôtie - good year?', facts: [GREAT] },
  { kind: 'vintage-year', ask: "how's 1996 for champagne", facts: [GREAT] },

  {
    kind: 'vintage-best',
    ask: 'top rioja vintages?',
    facts: [{ atLeast: 2, of: ['1994', '2001', '2004', '2010', '2019', '2021'] }],
  },
  {
    kind: 'vintage-best',
    ask: 'best vintages for Mosel Riesling',
    facts: [{ atLeast: 2, of: ['1990', '2001', '2005', '2015', '2019'] }],
  },
  {
    kind: 'vintage-best',
    ask: 'great years for northern Rhône?',
    facts: [{ atLeast: 2, of: ['1990', '1999', '2005', '2009', '2010', '2015', '2018', '2019'] }],
  },
  {
    kind: 'vintage-best',
    ask: 'Which Brunello vintages are the best?',
    facts: [{ atLeast: 2, of: ['2010', '2015', '2016', '2019', '2004', '2006', '1997', '2001'] }],
    not: ['2002', '2014'],
  },
  {
    kind: 'vintage-best',
    ask: 'worst bordeaux vintages',
    facts: [{ atLeast: 2, of: ['2013', '1991', '1992', '2007', '2021', '2024', '1993', '1997', '2002'] }],
  },

  { kind: 'vintage-outside-chart', ask: 'how was 1970 for port', facts: ['1990', NOT_IN_CHART] },
  { kind: 'vintage-outside-chart', ask: 'Is 2012 a good vintage in Mendoza?', facts: ['mendoza', NOT_IN_CHART] },
  { kind: 'vintage-outside-chart', ask: 'how was 1989 in burgundy', facts: ['1990', NOT_IN_CHART] },
  { kind: 'vintage-outside-chart', ask: 'Was 2018 a good year for Barossa Shiraz?', facts: ['barossa', NOT_IN_CHART] },

  { kind: 'storing', ask: 'best temperature to store wine long term', facts: [['12', '13', '55', '10', '14']] },
  { kind: 'storing', ask: 'do i need to keep wine on its side', facts: ['cork', ['side', 'lying', 'horizontal']] },
  { kind: 'storing', ask: 'how long will unopened white wine keep?', facts: [['year', 'years']] },
  { kind: 'storing', ask: 'is it bad to store wine standing up', facts: ['cork', ['dry', 'dries']] },
  { kind: 'storing', ask: 'Does vibration hurt wine?', facts: ['vibration', ['sediment', 'age', 'ageing', 'aging']] },
  { kind: 'storing', ask: 'how humid should my wine cellar be', facts: [['60', '65', '70', '75']] },
  { kind: 'storing', ask: 'How long can I keep an unopened bottle of Champagne?', facts: [['year', 'years']] },
  {
    kind: 'storing',
    ask: "Where should I keep my wine at home if I don't have a cellar?",
    facts: ['dark', 'cool', ['steady', 'constant', 'stable']],
  },

  {
    kind: 'serving',
    ask: 'should i chill red wine',
    facts: [
      ['cool', 'chill', 'slightly', 'cellar'],
      ['light', 'beaujolais', 'pinot', 'gamay'],
    ],
  },
  { kind: 'serving', ask: 'what temperature for serving sparkling wine?', facts: [['6', '7', '8', '45']] },
  { kind: 'serving', ask: 'how long should I decant a Barolo', facts: [['hour', 'hours']] },
  { kind: 'serving', ask: 'do i need special glasses for red wine', facts: [['bowl', 'large', 'wide', 'big']] },
  { kind: 'serving', ask: 'how do you serve port', facts: [['16', '18', 'cool', 'small']] },
  {
    kind: 'serving',
    ask: "what's a normal pour size for a glass of wine",
    facts: [['150', '125', '175', '5 oz', '6 oz']],
  },
  { kind: 'serving', ask: 'how do I get wine cold fast', facts: ['ice', ['salt', 'water']] },
  {
    kind: 'serving',
    ask: 'does white wine need decanting?',
    facts: [['rarely', 'usually not', 'no need', 'seldom', 'not usually', 'most whites']],
  },

  { kind: 'mishap', ask: 'the cork broke off in the neck, help', facts: [['corkscrew', 'angle', 'push', 'strain']] },
  {
    kind: 'mishap',
    ask: 'my wine got really hot during delivery, is it still good?',
    facts: [['heat', 'cooked', 'hot'], 'cork'],
  },
  { kind: 'mishap', ask: 'my white wine froze in the freezer', facts: ['thaw'] },
  {
    kind: 'mishap',
    ask: 'there is sediment at the bottom of my wine',
    facts: ['sediment', ['decant', 'upright', 'harmless']],
  },
  {
    kind: 'mishap',
    ask: 'bits of cork floating in my glass',
    facts: [['harmless', 'fine', 'strain', 'fish', 'not corked']],
  },
  { kind: 'mishap', ask: "I don't have a bottle opener", facts: [['screw', 'shoe', 'push']] },
  { kind: 'mishap', ask: 'I left my wine in the sun all afternoon', facts: [['heat', 'light', 'cooked', 'sun']] },
  {
    kind: 'mishap',
    ask: 'red wine stain on a white shirt',
    facts: [['cold water', 'salt', 'soda', 'wash', 'detergent', 'blot']],
  },

  { kind: 'leftover', ask: 'opened white wine lasts how many days?', facts: [['3', '5', 'three', 'five'], 'days'] },
  { kind: 'leftover', ask: 'how to keep leftover wine fresh', facts: ['fridge', ['cork', 'stopper', 'vacuum']] },
  { kind: 'leftover', ask: 'how long is sherry good for after opening', facts: ['fino', ['day', 'days', 'week']] },
  {
    kind: 'leftover',
    ask: 'is wine that has been open for a week still ok to drink',
    facts: [['cooking', 'vinegar', 'flat', 'past']],
  },
  { kind: 'leftover', ask: 'does leftover wine need to go in the fridge', facts: ['fridge', ['slow', 'cold']] },

  { kind: 'fault', ask: 'it smells musty, like a damp basement', facts: [['cork', 'tca']] },
  { kind: 'fault', ask: "why is my wine bubbly when it shouldn't be", facts: ['ferment'] },
  { kind: 'fault', ask: 'my wine smells like nail polish remover', facts: [['volatile', 'acetate']] },
  { kind: 'fault', ask: 'this wine smells like a barnyard', facts: ['brett'] },
  { kind: 'fault', ask: 'it tastes like sherry and flat', facts: [['oxid', 'air']] },

  { kind: 'label-term', ask: "what's Kabinett", facts: [['light', 'lightest', 'ripe', 'off-dry', 'delicate']] },
  { kind: 'label-term', ask: 'what does crianza mean', facts: [['aged', 'oak', 'year']] },
  { kind: 'label-term', ask: 'what does DOCG stand for', facts: [['denominazione', 'guarantee', 'garantita']] },
  {
    kind: 'label-term',
    ask: 'meaning of blanc de noirs?',
    facts: [['red grapes', 'black grapes', 'dark-skinned', 'pinot']],
  },
  { kind: 'label-term', ask: 'what does trocken mean', facts: ['dry'] },

  { kind: 'wine-style', ask: 'explain noble rot', facts: [['botrytis', 'fungus']] },
  { kind: 'wine-style', ask: 'what is the charmat method', facts: ['tank'] },
  { kind: 'wine-style', ask: 'what is traditional method sparkling wine?', facts: ['bottle'] },
  { kind: 'wine-style', ask: 'what is skin contact wine', facts: ['skin'] },
  { kind: 'wine-style', ask: 'how is rosé made?', facts: ['skins', 'hours'] },

  { kind: 'same-as', ask: 'is tempranillo the same as tinto fino', facts: [['same', 'yes']] },
  { kind: 'same-as', ask: 'Is Malbec the same as Côt?', facts: [['same', 'yes']] },
  { kind: 'same-as', ask: 'difference between Chablis and Chardonnay?', facts: ['chardonnay', 'chablis'] },
  { kind: 'same-as', ask: 'is mourvedre the same as monastrell', facts: [['same', 'yes']] },
  { kind: 'same-as', ask: 'Is Cava the same thing as Champagne?', facts: ['no'] },

  {
    kind: 'food-pairing',
    ask: 'wine for roast lamb',
    facts: [['cabernet', 'rioja', 'bordeaux', 'syrah', 'tempranillo']],
  },
  { kind: 'food-pairing', ask: 'what to drink with chocolate', facts: [['port', 'banyuls', 'maury', 'pedro ximenez']] },
  {
    kind: 'food-pairing',
    ask: 'pizza wine?',
    facts: [['sangiovese', 'chianti', 'barbera', 'montepulciano', 'lambrusco', 'primitivo']],
  },
  {
    kind: 'food-pairing',
    ask: 'wine pairing for sushi',
    facts: [['riesling', 'champagne', 'sauvignon', 'gruner', 'albarino', 'muscadet', 'sparkling']],
  },
  { kind: 'food-pairing', ask: 'what goes with goat cheese', facts: [['sauvignon blanc', 'sancerre']] },

  { kind: 'grape-profile', ask: "what's Tempranillo like", facts: [['cherry', 'leather', 'tobacco', 'vanilla']] },
  { kind: 'grape-profile', ask: 'riesling tasting notes', facts: [['lime', 'petrol', 'apple', 'citrus', 'peach']] },
  { kind: 'grape-profile', ask: 'tell me about pinot noir', facts: [['cherry', 'raspberry', 'strawberry']] },
  { kind: 'grape-profile', ask: 'Chenin Blanc flavours?', facts: [['apple', 'quince', 'honey', 'pear']] },
  {
    kind: 'grape-profile',
    ask: 'what does grenache taste like',
    facts: [['strawberry', 'raspberry', 'spice', 'cherry']],
  },

  { kind: 'region-profile', ask: "what's Barossa known for", facts: [['shiraz', 'syrah']] },
  { kind: 'region-profile', ask: 'tell me about mendoza', facts: ['malbec'] },
  { kind: 'region-profile', ask: 'Wines of Santorini?', facts: ['assyrtiko'] },
  { kind: 'region-profile', ask: 'what wine does the Willamette Valley make', facts: ['pinot noir'] },
  { kind: 'region-profile', ask: 'Wachau wines?', facts: [['gruner', 'riesling']] },

  {
    kind: 'similar-wines',
    ask: "fan of chablis, what's similar?",
    facts: [
      {
        atLeast: 1,
        of: [
          'chardonnay',
          'muscadet',
          'sancerre',
          'assyrtiko',
          'albarino',
          'gruner',
          'macon',
          'pouilly',
          'chablis',
          'aligote',
        ],
      },
    ],
  },
  {
    kind: 'similar-wines',
    ask: 'wines similar to pinot noir',
    facts: [
      {
        atLeast: 1,
        of: [
          'gamay',
          'nebbiolo',
          'cabernet franc',
          'zweigelt',
          'st. laurent',
          'frappato',
          'blaufrankisch',
          'mencia',
          'poulsard',
          'trousseau',
        ],
      },
    ],
  },
  {
    kind: 'similar-wines',
    ask: 'I enjoy Prosecco, what else could I try?',
    facts: [{ atLeast: 1, of: ['cava', 'cremant', 'franciacorta', 'moscato', 'lambrusco', 'pet-nat', 'sekt'] }],
  },
  {
    kind: 'similar-wines',
    ask: 'I love Châteauneuf-du-Pape, what would you recommend?',
    facts: [
      { atLeast: 1, of: ['gigondas', 'vacqueyras', 'grenache', 'cotes du rhone', 'priorat', 'garnacha', 'cannonau'] },
    ],
  },

  {
    kind: 'grape-where',
    ask: 'where is gruner veltliner from',
    facts: [['austria', 'wachau', 'kamptal', 'kremstal', 'weinviertel']],
  },
  {
    kind: 'grape-where',
    ask: 'where is pinotage grown?',
    facts: [['south africa', 'stellenbosch', 'swartland', 'paarl']],
  },
  { kind: 'grape-where', ask: 'origin of Zinfandel?', facts: [['croatia', 'puglia', 'california']] },
  { kind: 'grape-where', ask: 'where is assyrtiko grown', facts: [['santorini', 'greece']] },
  { kind: 'grape-where', ask: 'where do they grow sangiovese', facts: [['tuscany', 'chianti', 'montalcino']] },
];
