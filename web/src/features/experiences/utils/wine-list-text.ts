/** Wines are typed as one line separated by commas; the server drops blanks and repeats. */
export const winesFromText = (text: string): string[] => text.split(',').map((wine) => wine.trim());
