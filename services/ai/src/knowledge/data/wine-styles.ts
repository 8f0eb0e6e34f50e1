/**
 * Styles people ask about by name: how each is made and what it tastes like, with examples the knowledge
 * base knows (checked by the integrity test). Aliases are folded (lower-case, unaccented).
 */
export interface WineStyle {
  name: string;
  aliases: string[];
  explanation: string;
  examples: string[];
}

export const WINE_STYLES: WineStyle[] = [
  {
    name: 'Orange wine',
    aliases: ['orange wine', 'orange wines', 'skin contact', 'skin-contact', 'amber wine', 'ramato'],
    explanation:
      'white grapes fermented on their skins like a red, for days or months, which gives an amber colour, apricot and tea notes and a light grip of tannin',
    examples: ['Georgia (Kakheti), where it is made in clay qvevri', 'Friuli and Collio (Ribolla Gialla)', 'Slovenia'],
  },
  {
    name: 'Pét-nat',
    aliases: ['pet nat', 'pet-nat', 'petnat', 'petillant naturel', 'methode ancestrale', 'ancestral method'],
    explanation:
      'pétillant naturel: bottled before the first fermentation has finished, so the last of it makes the bubbles; gently sparkling, often cloudy and crown-capped, fresh and fruity',
    examples: ['the Loire (Chenin Blanc)', 'Limoux, whose méthode ancestrale is the oldest sparkling wine on record'],
  },
  {
    name: 'Fortified wine',
    aliases: ['fortified wine', 'fortified wines', 'fortified'],
    explanation:
      'wine strengthened with grape spirit, to 15-22 % alcohol: added during fermentation it keeps natural sweetness (Port), added after it leaves the wine dry (fino Sherry)',
    examples: ['Port (Douro)', 'Sherry (Jerez)', 'Madeira', 'Marsala'],
  },
  {
    name: 'Natural wine',
    aliases: ['natural wine', 'natural wines', 'low intervention', 'low-intervention', 'zero zero'],
    explanation:
      'wine made with as little intervention as possible: organic grapes, native yeasts, nothing added or removed, little or no sulphite; there is no legal definition, and bottles range from pure and vivid to funky',
    examples: ['the Loire', 'Beaujolais (the Gang of Four of Morgon)', 'Jura'],
  },
  {
    name: 'Traditional-method sparkling wine',
    aliases: [
      'traditional method',
      'methode champenoise',
      'methode traditionnelle',
      'metodo classico',
      'bottle fermented',
    ],
    explanation:
      'the second fermentation happens in the bottle you buy, and the wine ages on its lees there, which gives fine bubbles and brioche notes',
    examples: ['Champagne', 'Cava', 'Franciacorta', 'Crémant'],
  },
  {
    name: 'Tank-method sparkling wine',
    aliases: ['charmat', 'tank method', 'martinotti'],
    explanation:
      'the second fermentation happens in a pressurised tank, which keeps fresh, fruity aromas and larger bubbles',
    examples: ['Prosecco', 'Lambrusco'],
  },
  {
    name: 'Rosé',
    aliases: ['how is rose made', 'rose wine', 'rosé wine'],
    explanation:
      'made from red grapes whose juice stays on the skins for a few hours only, just long enough to turn pink; blending red into white is allowed only in Champagne',
    examples: ['Provence', 'Tavel', 'Navarra'],
  },
  {
    name: 'Botrytised sweet wine',
    aliases: ['noble rot', 'botrytis', 'botrytised', 'botrytized'],
    explanation:
      'grapes shrivelled by the noble rot fungus concentrate their sugar and acidity, giving luscious wines of honey, apricot and marmalade that age for decades',
    examples: ['Sauternes', 'Tokaj (Aszú)', 'Beerenauslese from the Mosel'],
  },
  {
    name: 'Ice wine',
    aliases: ['ice wine', 'icewine', 'eiswein'],
    explanation:
      'grapes left to freeze on the vine and pressed frozen, so only concentrated sweet juice runs: intensely sweet with piercing acidity',
    examples: ['the Niagara Peninsula', 'the Mosel and Rheingau (Eiswein)'],
  },
];
