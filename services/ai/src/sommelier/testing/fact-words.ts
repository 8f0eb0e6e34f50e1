/** Words both halves of the question set accept as a right answer's facts. */

/** An ageing span that is long: a number of years or "decades". */
export const LONG = ['10', '15', '20', '25', '30', 'decade', 'decades'];
/** Praise of a vintage. */
export const GREAT = ['great', 'excellent', 'outstanding', 'exceptional', 'superb', 'classic'];
/** A plain "it is not in the chart". */
export const NOT_IN_CHART = ['not', 'no', "isn't", "don't"];
/** Reds lighter than the big ones (Cabernet Sauvignon, Malbec). */
export const LIGHTER_REDS = [
  'merlot',
  'pinot noir',
  'gamay',
  'cabernet franc',
  'grenache',
  'sangiovese',
  'barbera',
  'tempranillo',
];
/** The fullest-bodied red grapes and wines. */
export const FULL_BODIED_REDS = [
  'cabernet sauvignon',
  'syrah',
  'shiraz',
  'malbec',
  'petite sirah',
  'amarone',
  'tannat',
  'nebbiolo',
  'zinfandel',
  'mourvedre',
  'aglianico',
];
