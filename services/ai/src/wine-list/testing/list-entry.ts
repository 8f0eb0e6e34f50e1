import type { ListEntry } from '@sorsi/proto';
import { parsePrice } from '../prices';

/** An entry as the list reader returns it: the name as printed under its heading, prices as printed. */
export const listEntry = (
  name: string,
  section: string | null,
  bottle: string | null,
  glass: string | null = null,
): ListEntry => ({
  name,
  producer: null,
  vintage: null,
  section,
  style: null,
  glassPrice: glass ? parsePrice(glass) : null,
  bottlePrice: bottle ? parsePrice(bottle) : null,
});
