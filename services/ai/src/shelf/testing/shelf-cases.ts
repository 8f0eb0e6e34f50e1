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
