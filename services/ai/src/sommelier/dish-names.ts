/**
 * Dishes whose names hold a wine or a place: 'champagne sauce', 'port wine reduction', 'chicken marsala',
 * 'sherry vinegar', and turkey the bird (not the country). They name food, not the wine in the glass.
 */
const DISHES = [
  /\b(?:champagne|port(?: wine)?|madeira|marsala|sherry|cognac|brandy|red wine|white wine|burgundy|riesling)[ -](?:sauce|reduction|jus|gravy|vinegar|butter|glaze|cream|marinade|braised)\b/giu,
  /\b(?:chicken|veal|pork|mushroom)s? marsala\b/giu,
  /\b(?:coq au vin|boeuf bourguignon|beef bourguignon|risotto al barolo|brasato al barolo)\b/giu,
  // The bird, not the country: the country is where wine comes 'from', or is 'Turkish'.
  /(?<!\bfrom |\bof |\bin )\bturkey\b(?!'s wines?| wines?)/giu,
];

/** The text with dish names blanked (same length, so offsets still line up), for finding the wine. */
export function withoutDishNames(text: string): string {
  return DISHES.reduce((blanked, dish) => blanked.replace(dish, (match) => ' '.repeat(match.length)), text);
}
