/**
 * The pairings sommeliers reach for first, by dish: the classic matches of wine books and restaurant
 * lists (Stilton and Port, Roquefort and Sauternes, oysters and Muscadet, goat cheese and Sancerre, off-dry
 * Riesling with spicy food, sweet reds and fortified wines with chocolate). Foods are folded words and
 * phrases; each wine names a style the knowledge base can explain (checked by the integrity test).
 */
export interface ClassicPairing {
  foods: string[];
  wines: string[];
  why: string;
}

export const CLASSIC_PAIRINGS: ClassicPairing[] = [
  {
    foods: ['blue cheese', 'stilton', 'roquefort', 'gorgonzola', 'cabrales', 'danish blue'],
    wines: ['Sauternes', 'a vintage or LBV Port', 'Tokaji Aszú'],
    why: 'salty, pungent blue cheese wants sweetness: Stilton with Port and Roquefort with Sauternes are the classics',
  },
  {
    foods: ['chocolate', 'brownie', 'brownies', 'chocolate cake', 'chocolate mousse', 'tiramisu'],
    wines: ['Banyuls or Maury', 'a Ruby or LBV Port', 'Pedro Ximénez Sherry'],
    why: 'chocolate needs a wine at least as sweet and as rich, which sweet reds and fortified wines are',
  },
  {
    foods: [
      'curry',
      'thai',
      'szechuan',
      'sichuan',
      'vindaloo',
      'chilli',
      'chili',
      'jerk',
      'kimchi',
      'hot wings',
      'spicy food',
      'spicy',
    ],
    wines: ['an off-dry Riesling (Kabinett or Spätlese)', 'Gewürztraminer', 'a demi-sec Vouvray (Chenin Blanc)'],
    why: 'a touch of sweetness and low alcohol cool the heat, and aromatic whites match the spice',
  },
  {
    foods: ['oyster', 'oysters', 'clams', 'mussels'],
    wines: ['Muscadet sur lie', 'Chablis', 'a brut Champagne'],
    why: 'briny shellfish loves bone-dry, saline whites with high acidity',
  },
  {
    foods: ['goat cheese', 'goats cheese', 'chevre', 'crottin'],
    wines: ['Sancerre', 'Pouilly-Fumé'],
    why: 'the Loire match: tangy goat cheese with tangy Sauvignon Blanc from the same valley',
  },
  {
    foods: ['foie gras', 'pate', 'terrine'],
    wines: ['Sauternes', 'a late-harvest Gewürztraminer from Alsace'],
    why: 'rich, fatty liver is lifted by a sweet wine with acidity',
  },
  {
    foods: ['salmon', 'tuna steak'],
    wines: ['Pinot Noir', 'a white Burgundy (Chardonnay)'],
    why: 'oily fish takes a light red with little tannin or a rich white',
  },
  {
    foods: ['lamb', 'rack of lamb', 'lamb chops'],
    wines: ['a red Bordeaux', 'a Rioja Reserva'],
    why: 'lamb and Cabernet or Tempranillo is the Bordeaux and Rioja classic',
  },
  {
    foods: ['steak', 'ribeye', 'sirloin', 'beef'],
    wines: ['Cabernet Sauvignon', 'Malbec', 'Syrah'],
    why: 'protein and fat soften firm tannin, so a grilled steak takes a structured red',
  },
  {
    foods: ['pizza', 'lasagne', 'lasagna', 'spaghetti', 'tomato sauce', 'bolognese'],
    wines: ['Chianti Classico', "Barbera d'Asti", "Montepulciano d'Abruzzo"],
    why: 'tomato is acidic, so it wants an Italian red with acidity of its own',
  },
  {
    foods: ['sushi', 'sashimi'],
    wines: ['a brut Champagne', 'a dry Riesling', 'Grüner Veltliner'],
    why: 'delicate raw fish wants crisp, clean wine without oak or tannin',
  },
  {
    foods: ['turkey', 'thanksgiving'],
    wines: ['Pinot Noir', 'a cru Beaujolais such as Morgon', 'an oaked Chardonnay'],
    why: 'turkey and its trimmings want a light, juicy red or a rich white that flatters everything on the table',
  },
  {
    foods: ['duck', 'duck breast', 'confit de canard'],
    wines: ['Pinot Noir from Burgundy', 'Barbera'],
    why: 'rich duck wants acidity and red fruit, without heavy tannin',
  },
  {
    foods: ['fish and chips', 'fried chicken', 'tempura', 'fries', 'chips'],
    wines: ['a brut Champagne', 'Cava'],
    why: 'bubbles and acidity cut through anything fried',
  },
];
