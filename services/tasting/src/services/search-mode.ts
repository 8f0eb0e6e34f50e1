import { CONVERSATION_SEARCH_MIN_LENGTH } from '@sorsi/proto';
import type { SearchMode } from '../repositories/tastings.repository';

/**
 * Which fields a term searches (social-and-discovery §4 Browse, §9): below 3 characters only the label
 * fields (title, producer, wine name, varietal); from 3 characters the conversation content too, unless
 * the caller asked for label fields only (`textSearch=false`). Characters are counted as a person sees
 * them (code points), so 'rosé' decomposed or an emoji counts as one each.
 */
export function chooseSearchMode(term: string, textSearch: boolean): SearchMode {
  const length = [...term.normalize('NFC')].length;
  return textSearch && length >= CONVERSATION_SEARCH_MIN_LENGTH ? 'everything' : 'labels';
}
