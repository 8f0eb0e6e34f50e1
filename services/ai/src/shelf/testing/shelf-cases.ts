import type { TestShelfPhoto } from './render-shelf';

// Shop shelves as photographed in a wine shop: three or four bottles a photo, a price tag under each.

export const SHELF_CASES: Array<{ name: string; photo: TestShelfPhoto }> = [
  {
    name: 'Italian reds, euros',
    photo: {
      font: 'DejaVu Serif',
      rotation: 0.8,
      noise: 0.1,
      blur: 0.5,
      seed: 21,
      bottles: [
        { label: ['Marchesi di Barolo', 'Barolo', 'Nebbiolo', '2018'], price: '€34.90' },
        { label: ['Antinori', 'Chianti Classico', 'Sangiovese', '2021'], price: '€16.50' },
        { label: ['Masi', 'Valpolicella', 'Corvina', '2022'], price: '€11.99' },
        { label: ['Allegrini', 'Amarone', 'della Valpolicella', '2018'], price: '€49.00' },
      ],
    },
  },
  {
    name: 'French whites and a rosé, euros, a dark label',
    photo: {
      font: 'DejaVu Sans',
      rotation: -1,
      noise: 0.15,
      blur: 0.7,
      seed: 22,
      bottles: [
        { label: ['Domaine Vacheron', 'Sancerre', 'Sauvignon Blanc', '2022'], price: '€27.50' },
        { label: ['William Fèvre', 'Chablis', 'Chardonnay', '2022'], price: '€22.90' },
        { label: ['Whispering Angel', 'Côtes de Provence', 'Rosé', '2023'], price: '€19.90', paper: '#2b2233' },
      ],
    },
  },
  {
    name: 'New World, dollars',
    photo: {
      font: 'Tinos',
      rotation: 1.2,
      noise: 0.1,
      blur: 0.6,
      seed: 23,
      bottles: [
        { label: ['Cloudy Bay', 'Marlborough', 'Sauvignon Blanc', '2023'], price: '$29.99' },
        { label: ['Catena', 'Mendoza', 'Malbec', '2021'], price: '$21.99' },
        { label: ['Penfolds', 'Bin 28', 'Shiraz', '2019'], price: '$39.99' },
        { label: ['Ridge', 'Lytton Springs', 'Zinfandel', '2020'], price: '$45.00' },
      ],
    },
  },
  {
    name: 'Spain and Portugal, pounds, blurred',
    photo: {
      font: 'DejaVu Serif',
      rotation: -0.6,
      noise: 0.2,
      blur: 1,
      seed: 24,
      bottles: [
        { label: ['La Rioja Alta', 'Rioja Reserva', 'Tempranillo', '2016'], price: '£26.00' },
        { label: ['Pazo de Señoráns', 'Rías Baixas', 'Albariño', '2023'], price: '£18.50' },
        { label: ['Niepoort', 'Douro', 'Touriga Nacional', '2020'], price: '£15.99' },
      ],
    },
  },
];

/** Bottles a wine shop stocks, for the photographed shelves below (label lines top to bottom, the tag's price). */
const SHOP: Array<[string[], string]> = [
  [['Marchesi di Barolo', 'Barolo', 'Nebbiolo', '2018'], '34.90'],
  [['Antinori', 'Chianti Classico', 'Sangiovese', '2021'], '16.50'],
  [['Domaine Vacheron', 'Sancerre', 'Sauvignon Blanc', '2022'], '27.50'],
  [['William Fèvre', 'Chablis', 'Chardonnay', '2022'], '22.90'],
  [['Cloudy Bay', 'Marlborough', 'Sauvignon Blanc', '2023'], '29.99'],
  [['Catena', 'Mendoza', 'Malbec', '2021'], '21.99'],
  [['Penfolds', 'Bin 28', 'Shiraz', '2019'], '39.99'],
  [['Ridge', 'Lytton Springs', 'Zinfandel', '2020'], '45.00'],
  [['La Rioja Alta', 'Rioja Reserva', 'Tempranillo', '2016'], '26.00'],
  [['Niepoort', 'Douro', 'Touriga Nacional', '2020'], '15.99'],
  [['Guigal', 'Côtes du Rhône', 'Grenache', '2021'], '13.50'],
  [['Dr. Loosen', 'Mosel', 'Riesling', '2022'], '17.90'],
  [['Masi', 'Valpolicella', 'Corvina', '2022'], '11.99'],
  [['Duckhorn', 'Napa Valley', 'Merlot', '2020'], '59.00'],
  [['Trimbach', 'Alsace', 'Gewurztraminer', '2021'], '24.50'],
  [['Château Musar', 'Bekaa Valley', 'Cinsault', '2017'], '42.00'],
];

type ShopPhoto = Pick<TestShelfPhoto, 'tagTilt' | 'twoRows' | 'rotation' | 'blur'> & {
  name: string;
  /** Keystone, lamp warmth, side and fall-off (see SceneShot). */
  light: [number, number, number, number];
};

/** The shop's light and the shelf's state, one photo each (issue 23 §3). */
const SHOP_PHOTOS: ShopPhoto[] = [
  { name: 'lamp from the left, tags askew', tagTilt: 6, rotation: 0.8, blur: 0.5, light: [0, 0.6, -1, 0.45] },
  { name: 'two rows, warm light from the right', twoRows: true, rotation: -1, blur: 0.6, light: [0.05, 0.8, 1, 0.4] },
  {
    name: 'two rows, tags askew, dim left side',
    twoRows: true,
    tagTilt: 8,
    rotation: 1.5,
    blur: 0.6,
    light: [0, 0.7, 1, 0.55],
  },
  { name: 'slant, tags askew, white light', tagTilt: 5, rotation: -0.5, blur: 0.5, light: [0.12, 0, -0.4, 0.3] },
  {
    name: 'two rows, slant, tungsten',
    twoRows: true,
    tagTilt: 4,
    rotation: 0.5,
    blur: 0.7,
    light: [0.1, 1, -0.6, 0.35],
  },
  { name: 'overhead spot, tags steeply askew', tagTilt: 12, rotation: -1.5, blur: 0.6, light: [0.05, 0.5, 0, 0.5] },
  {
    name: 'two rows, camera turned, lamp right',
    twoRows: true,
    tagTilt: 6,
    rotation: 2,
    blur: 0.6,
    light: [0, 0.6, 0.8, 0.4],
  },
  { name: 'dim corner of the shop', tagTilt: 3, rotation: 0.6, blur: 0.7, light: [0.05, 0.9, -1, 0.6] },
  {
    name: 'two rows, blurred, tags askew',
    twoRows: true,
    tagTilt: 7,
    rotation: -0.8,
    blur: 1.1,
    light: [0.05, 0.5, 0.4, 0.3],
  },
  {
    name: 'two rows, steep slant, warm',
    twoRows: true,
    tagTilt: 5,
    rotation: 1,
    blur: 0.6,
    light: [0.18, 0.8, 0, 0.35],
  },
  { name: 'lamp behind the camera, tags askew', tagTilt: 9, rotation: -1, blur: 0.6, light: [0.08, 0.4, 0, 0.25] },
  {
    name: 'two rows, uneven light',
    twoRows: true,
    tagTilt: 6,
    rotation: 1.2,
    blur: 0.8,
    light: [0.06, 0.7, -0.7, 0.5],
  },
];

const CURRENCIES = ['€', '$', '£'];
const FONTS: Array<TestShelfPhoto['font']> = ['DejaVu Serif', 'DejaVu Sans', 'Tinos', 'PT Sans Narrow'];

/**
 * Twelve shelves photographed in a shop (issue 23 §3): uneven warm light, tags hanging askew, two shelves
 * in one photo, the camera at a slant; bottles drawn in turn from the shop's stock.
 */
export const PHOTOGRAPHED_SHELF_CASES: Array<{ name: string; photo: TestShelfPhoto }> = SHOP_PHOTOS.map(
  ({ name, light: [keystone, warmth, side, falloff], ...scene }, i) => {
    const currency = CURRENCIES[i % CURRENCIES.length]!;
    const count = scene.twoRows ? 6 : 4;
    return {
      name: `${name}, ${currency}`,
      photo: {
        ...scene,
        font: FONTS[i % FONTS.length]!,
        noise: 0.1 + 0.05 * (i % 3),
        seed: 200 + i,
        shot: { keystone, lamp: { warmth, side, falloff }, creases: [] },
        bottles: Array.from({ length: count }, (_, b) => {
          const [label, price] = SHOP[(i * 5 + b) % SHOP.length]!;
          // Now and then a dark label printed light, as in the shop.
          return { label, price: `${currency}${price}`, ...(b === 2 && i % 4 === 1 ? { paper: '#2b2233' } : {}) };
        }),
      },
    };
  },
);
