// Wine words (and a few everyday ones) the English profanity dataset would otherwise flag. Each entry is
// matched lower-case as a substring of the text and shields any profanity match lying inside it.

export const WINE_WHITELIST: readonly string[] = [
  // Grapes, producers and places
  'assyrtiko', // Santorini's white grape ("ass")
  'assmannshausen', // Rheingau village known for Spätburgunder ("ass")
  'bastardo', // Portuguese grape (Trousseau) ("bastard")
  'cumi', // Cumières (Champagne village), cumin ("cum")
  'negroamaro', // Puglian grape ("negro")
  'rapel', // Rapel Valley, Chile ("rape")
  'rapeseed', // and oilseed rape fields next to the vines
  'oilseed rape',
  'dickie', // Dickie's, a common producer and shop name ("dick")
  'dickinson',
  'cockspur', // Cockspur rum, barrels ("cock")
  'fuku', // Fukuoka, Fukushima, Fukuju: sake talk ("fuk")
  'pissarro', // the painter on a label ("piss")
  'pussy willow', // a tasting note in Sauvignon Blanc ("pussy")
  'pussycat',
  'cum laude',
  // Everyday phrases
  'sex on the beach', // the cocktail
  'sexy', // "a sexy Pinot" is how wine writers talk; explicit language is caught by other words
  'pissed', // British for drunk; mild, like damn or hell
  'tit for tat',
  'blue tit', // the birds, singular and plural
  'blue tits',
  'great tit',
  'great tits',
  'scunthorpe',
  'hancock',
];
