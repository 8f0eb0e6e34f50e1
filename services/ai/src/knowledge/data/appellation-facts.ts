/**
 * What an appellation makes where the regions records alone would mislead: sweet and fortified wines,
 * sparkling-only places, wines whose sweetness runs over a scale, and the classics whose ageing depends
 * on a category (Rioja's Crianza to Gran Reserva, Chablis' villages and crus). Every other place is
 * described from its grapes, styles and standing (appellations.ts). A style lists the wine type, and,
 * where the grapes of that colour in the regions record are not the whole story, its own grapes.
 */
import type { PlaceWineType } from '../appellation-types';

export interface PlaceStyleFacts {
  type: PlaceWineType;
  grapes?: string[];
  /** How sweet, in words ('dry', 'from dry (sec) to sweet (moelleux)'). */
  sweetness?: string;
  /** Years from the vintage in which the wines are at their best, low to high. */
  ageing?: [number, number];
  /** What else a drinker should know about ageing (categories, vintage cuvées). */
  ageingNote?: string;
  /** The style in a few words ('luscious, botrytised'). */
  style?: string;
}

export interface AppellationFacts {
  place: string;
  styles: PlaceStyleFacts[];
}

const botrytisSweet = 'sweet: luscious wine from grapes shrivelled by noble rot (botrytis)';

export const APPELLATION_FACTS: AppellationFacts[] = [
  {
    place: 'Sauternes',
    styles: [{ type: 'dessert', sweetness: botrytisSweet, ageing: [10, 50], style: 'golden, honeyed' }],
  },
  {
    place: 'Barsac',
    styles: [
      { type: 'dessert', sweetness: botrytisSweet, ageing: [10, 40], style: 'golden, a touch lighter than Sauternes' },
    ],
  },
  {
    place: 'Champagne',
    styles: [
      {
        type: 'sparkling',
        sweetness: 'mostly Brut, which is dry; Extra Brut and Brut Nature are drier, Demi-Sec and Doux sweet',
        ageing: [1, 3],
        ageingNote: 'vintage Champagne keeps ten to twenty years and more',
        style: 'traditional-method, with bread-like depth from ageing on its lees',
      },
    ],
  },
  {
    place: 'Prosecco',
    styles: [
      {
        type: 'sparkling',
        sweetness: 'Brut is dry; Extra Dry, the classic, is in fact off-dry, and Dry is sweeter still',
        ageing: [0, 2],
        style: 'light and fruity, made by the tank method',
      },
    ],
  },
  {
    place: 'Cava',
    styles: [
      {
        type: 'sparkling',
        sweetness: 'mostly Brut, which is dry',
        ageing: [1, 3],
        ageingNote: 'Reserva and Gran Reserva Cava age longer',
        style: 'traditional-method',
      },
    ],
  },
  {
    place: 'Crémant',
    styles: [
      {
        type: 'sparkling',
        sweetness: 'mostly Brut, which is dry',
        ageing: [1, 4],
        style: 'traditional-method, from Burgundy, the Loire, Alsace, Jura, Limoux or Bordeaux',
      },
    ],
  },
  {
    place: 'Franciacorta',
    styles: [
      { type: 'sparkling', sweetness: 'mostly Brut, which is dry', ageing: [2, 8], style: 'traditional-method' },
    ],
  },
  {
    place: "Moscato d'Asti",
    styles: [
      {
        type: 'sparkling',
        sweetness: 'sweet, and low in alcohol at about 5.5 %',
        ageing: [0, 2],
        style: 'gently sparkling (frizzante), grapey and floral',
      },
    ],
  },
  {
    place: 'Port',
    styles: [
      {
        type: 'fortified',
        sweetness: 'sweet: grape spirit added during fermentation stops it and keeps the grapes’ sugar',
        ageing: [0, 5],
        ageingNote: 'ruby, LBV and tawny Port are ready when bottled; vintage Port needs 20 years and keeps for 50',
        style: 'mostly red (ruby, tawny, LBV and vintage Port), with some white',
      },
    ],
  },
  {
    place: 'Jerez',
    styles: [
      {
        type: 'fortified',
        grapes: ['Palomino', 'Pedro Ximénez', 'Moscatel'],
        sweetness: 'mostly dry (fino, manzanilla, amontillado, oloroso); Pedro Ximénez and cream Sherry are sweet',
        ageing: [0, 2],
        ageingNote: 'fino and manzanilla are best young and fresh; amontillado, oloroso and PX keep for years',
        style: 'white grapes, from pale, bone-dry fino to dark, sweet Pedro Ximénez',
      },
    ],
  },
  {
    place: 'Madeira',
    styles: [
      {
        type: 'fortified',
        sweetness: 'from dry Sercial through Verdelho and Bual to sweet Malmsey',
        ageing: [10, 100],
        ageingNote: 'heated and oxidised on purpose, it is almost indestructible',
        style: 'heat-aged, tangy and nutty',
      },
    ],
  },
  {
    place: 'Marsala',
    styles: [
      { type: 'fortified', sweetness: 'from dry (secco) to sweet (dolce)', ageing: [2, 20], style: 'amber, nutty' },
    ],
  },
  {
    place: 'Rutherglen',
    styles: [
      {
        type: 'fortified',
        sweetness: 'very sweet',
        ageing: [0, 30],
        style: 'Muscat and Topaque aged for years in old casks',
      },
    ],
  },
  {
    place: 'Tokaj',
    styles: [
      {
        type: 'dessert',
        grapes: ['Furmint', 'Hárslevelű'],
        sweetness: 'sweet: Tokaji Aszú is made with botrytised berries, its sweetness once counted in puttonyos',
        ageing: [10, 50],
        style: 'amber, with apricot, marmalade and vivid acidity',
      },
      { type: 'white', grapes: ['Furmint'], sweetness: 'dry', ageing: [2, 10], style: 'dry Furmint' },
    ],
  },
  {
    place: 'Vouvray',
    styles: [
      {
        type: 'white',
        sweetness: 'from dry (sec) through off-dry (demi-sec) to sweet (moelleux), depending on the year and the label',
        ageing: [3, 15],
        ageingNote: 'sweet moelleux lasts for decades',
      },
      { type: 'sparkling', sweetness: 'mostly Brut', ageing: [1, 4] },
    ],
  },
  {
    place: 'Montlouis-sur-Loire',
    styles: [
      { type: 'white', sweetness: 'from dry (sec) to sweet (moelleux)', ageing: [3, 15] },
      { type: 'sparkling', ageing: [1, 4] },
    ],
  },
  {
    place: 'Mosel',
    styles: [
      {
        type: 'white',
        sweetness:
          'from dry (trocken) through off-dry Kabinett and Spätlese to sweet Auslese, Beerenauslese and Trockenbeerenauslese',
        ageing: [5, 30],
        ageingNote: 'a good Spätlese or Auslese lives for decades',
        style: 'light, racy Riesling at 7-12 % alcohol',
      },
    ],
  },
  {
    place: 'Alsace',
    styles: [
      {
        type: 'white',
        sweetness:
          'mostly dry, some Pinot Gris and Gewurztraminer off-dry; Vendange Tardive (late harvest) and Sélection de Grains Nobles are sweet',
        ageing: [2, 10],
        ageingNote: 'grand cru Riesling and the sweet wines keep twenty years',
      },
      { type: 'sparkling', sweetness: 'mostly Brut', ageing: [1, 3], style: 'Crémant d’Alsace' },
      { type: 'red', sweetness: 'dry', ageing: [2, 6], style: 'light Pinot Noir' },
    ],
  },
  {
    place: 'Jurançon',
    styles: [
      {
        type: 'dessert',
        grapes: ['Petit Manseng', 'Gros Manseng'],
        sweetness: 'sweet (moelleux), from late-picked, shrivelled Petit Manseng',
        ageing: [5, 25],
      },
      { type: 'white', grapes: ['Gros Manseng', 'Petit Manseng'], sweetness: 'dry (Jurançon sec)', ageing: [2, 8] },
    ],
  },
  {
    place: 'Amarone della Valpolicella',
    styles: [
      {
        type: 'red',
        sweetness: 'dry, despite the dried grapes (its sweet sibling is Recioto della Valpolicella)',
        ageing: [10, 25],
        style: 'rich and powerful, from grapes dried for months, often 15-16 % alcohol',
      },
    ],
  },
  {
    place: 'Valpolicella',
    styles: [
      {
        type: 'red',
        sweetness: 'dry',
        ageing: [1, 8],
        ageingNote: 'Ripasso keeps five to eight years, simple Valpolicella two or three',
        style: 'light cherry reds and the richer Ripasso',
      },
      { type: 'dessert', sweetness: 'sweet (Recioto della Valpolicella)', ageing: [5, 20] },
    ],
  },
  {
    place: 'Rioja',
    styles: [
      {
        type: 'red',
        sweetness: 'dry',
        ageing: [5, 20],
        ageingNote:
          'Crianza is best within five to eight years, Reserva ten to fifteen, Gran Reserva fifteen to thirty',
      },
      {
        type: 'white',
        grapes: ['Macabeo'],
        sweetness: 'dry',
        ageing: [2, 15],
        ageingNote: 'traditional oak-aged white Rioja lasts decades',
      },
      { type: 'rose', sweetness: 'dry', ageing: [0, 2] },
    ],
  },
  {
    place: 'Chablis',
    styles: [
      {
        type: 'white',
        sweetness: 'dry',
        ageing: [3, 10],
        ageingNote: 'village Chablis is best within five years, premier and grand cru over five to fifteen',
      },
    ],
  },
  {
    place: 'Sancerre',
    styles: [
      { type: 'white', sweetness: 'dry', ageing: [1, 4] },
      { type: 'red', grapes: ['Pinot Noir'], sweetness: 'dry', ageing: [2, 8] },
      { type: 'rose', grapes: ['Pinot Noir'], sweetness: 'dry', ageing: [0, 2] },
    ],
  },
  {
    place: 'Hermitage',
    styles: [
      { type: 'red', grapes: ['Syrah'], sweetness: 'dry', ageing: [15, 40] },
      {
        type: 'white',
        sweetness: 'dry',
        ageing: [5, 30],
        ageingNote: 'white Hermitage often closes up between five and ten years, then blooms',
      },
    ],
  },
  {
    place: 'Beaujolais',
    styles: [
      {
        type: 'red',
        sweetness: 'dry',
        ageing: [1, 3],
        ageingNote: 'the crus such as Morgon and Moulin-à-Vent keep five to ten years; Nouveau is for the first months',
      },
    ],
  },
  {
    place: 'Tavel',
    styles: [{ type: 'rose', sweetness: 'dry', ageing: [1, 3], style: 'deep-coloured, full-bodied rosé' }],
  },
  {
    place: 'Bandol',
    styles: [
      { type: 'red', sweetness: 'dry', ageing: [8, 25], style: 'dense, savoury Mourvèdre' },
      { type: 'rose', sweetness: 'dry', ageing: [1, 4], style: 'structured rosé that can age' },
    ],
  },
  {
    place: 'Beaumes-de-Venise',
    styles: [
      {
        type: 'fortified',
        grapes: ['Muscat Blanc à Petits Grains'],
        sweetness: 'sweet: a vin doux naturel, fortified during fermentation',
        ageing: [0, 4],
      },
      { type: 'red', grapes: ['Grenache'], sweetness: 'dry', ageing: [3, 8] },
    ],
  },
  {
    place: 'Roussillon',
    styles: [
      { type: 'red', sweetness: 'dry', ageing: [3, 10] },
      {
        type: 'fortified',
        grapes: ['Grenache'],
        sweetness: 'sweet vins doux naturels such as Banyuls and Maury',
        ageing: [5, 40],
      },
    ],
  },
  {
    place: 'Santorini',
    styles: [
      { type: 'white', sweetness: 'bone dry', ageing: [2, 10] },
      { type: 'dessert', sweetness: 'sweet (Vinsanto, from sun-dried grapes)', ageing: [10, 50] },
    ],
  },
  {
    place: 'Pantelleria',
    styles: [{ type: 'dessert', sweetness: 'sweet passito from sun-dried Zibibbo (Muscat)', ageing: [3, 15] }],
  },
  {
    place: 'Constantia',
    styles: [
      { type: 'white', sweetness: 'dry', ageing: [1, 5] },
      {
        type: 'dessert',
        grapes: ['Muscat Blanc à Petits Grains'],
        sweetness: 'sweet (Vin de Constance)',
        ageing: [10, 40],
      },
    ],
  },
  {
    place: 'Niagara Peninsula',
    styles: [
      {
        type: 'dessert',
        grapes: ['Vidal Blanc', 'Riesling'],
        sweetness: 'very sweet ice wine, pressed from grapes frozen on the vine',
        ageing: [3, 15],
      },
      { type: 'white', sweetness: 'dry to off-dry', ageing: [1, 6] },
    ],
  },
  {
    place: 'Vinho Verde',
    styles: [
      {
        type: 'white',
        sweetness: 'dry or just off-dry',
        ageing: [0, 1],
        style: 'light, low in alcohol, often with a little spritz',
      },
    ],
  },
  { place: 'Txakoli', styles: [{ type: 'white', sweetness: 'dry', ageing: [0, 1], style: 'light, spritzy and tart' }] },
  { place: 'Provence', styles: [{ type: 'rose', sweetness: 'dry', ageing: [0, 2], style: 'pale, dry rosé' }] },
  {
    place: 'Montilla-Moriles',
    styles: [
      { type: 'fortified', sweetness: 'dry fino-style wines, unfortified, and sweet Pedro Ximénez', ageing: [0, 3] },
    ],
  },
  {
    place: 'Lambrusco di Sorbara',
    styles: [
      {
        type: 'sparkling',
        grapes: ['Lambrusco'],
        sweetness: 'dry (secco) or off-dry (amabile)',
        ageing: [0, 2],
        style: 'pale red and frothy',
      },
    ],
  },
  { place: 'Málaga', styles: [{ type: 'dessert', sweetness: 'sweet', ageing: [3, 20] }] },
  {
    place: 'Setúbal',
    styles: [
      { type: 'red', grapes: ['Castelão'], sweetness: 'dry', ageing: [2, 8] },
      { type: 'fortified', grapes: ['Moscatel'], sweetness: 'sweet fortified Moscatel de Setúbal', ageing: [3, 30] },
    ],
  },
];
