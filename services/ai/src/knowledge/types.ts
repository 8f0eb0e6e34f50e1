/** The shapes of the wine knowledge base. Every record is plain data written in `data/`. */

export type WineType = 'red' | 'white' | 'rose' | 'sparkling' | 'dessert' | 'fortified' | 'other';

export interface Grape {
  name: string;
  /** Skin colour; grapes that are also made as rosé carry 'rosé' in `styles`. */
  colour: 'red' | 'white';
  /** Other names and abbreviations people and labels use (shiraz, garnacha, cab, zin…). */
  synonyms: string[];
  regions: string[];
  styles: string[];
  aromas: string[];
  palate: string[];
  /** Serving temperature range in °C, low to high. */
  servingTempC: [number, number];
  pairings: string[];
}

export interface Region {
  name: string;
  country: string;
  /** Other spellings: unaccented, local-language, abbreviated (e.g. 'Rhone', 'St-Emilion'). */
  aliases: string[];
  /** Grape names as they appear in the grape list. */
  grapes: string[];
  styles: string[];
  notes: string;
}

export interface LabelTerm {
  term: string;
  aliases: string[];
  meaning: string;
  implies?: { wineType?: WineType; sweetness?: 'dry' | 'off-dry' | 'sweet'; quality?: string };
}

export interface Producer {
  name: string;
  aliases: string[];
  country: string;
  region: string;
  knownFor: string;
  /** Flagship wines sold under their own name (Sassicaia, Grange…); mentions of them identify the producer. */
  wines?: string[];
}

export interface KnowledgeMatch<T> {
  item: T;
  /** The text exactly as written in the input. */
  matched: string;
  /** Offset of `matched` in the input (UTF-16 code units). */
  index: number;
}
