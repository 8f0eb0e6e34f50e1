import { type CheckedField, mediaKeyOf, type TastingMessage, tastingNoteText } from '@sorsi/proto';
import { createHash } from 'node:crypto';
import type { TastingEntity } from '../entities/tasting.entity';

/** The parts of a tasting others see when it is public. */
export type ShownTasting = Pick<
  TastingEntity,
  'title' | 'summary' | 'producer' | 'wineName' | 'varietal' | 'placeEnjoyed' | 'placeDetails' | 'note' | 'conversation'
>;

/** What the moderation check reads of a public tasting, and a hash that tells whether it changed since. */
export interface ShownContent {
  fields: CheckedField[];
  imageKeys: string[];
  hash: string;
}

/**
 * Every text others see of a public tasting, named as its author knows it, and the photos they took (the
 * sommelier's replies and paintings are ours, not the author's, and are not checked).
 */
export function shownToOthers(tasting: ShownTasting): ShownContent {
  const named: Array<[string, string | null | undefined]> = [
    ['Title', tasting.title],
    ['Notes', tasting.summary],
    ['Producer', tasting.producer],
    ['Wine', tasting.wineName],
    ['Grape', tasting.varietal],
    ['Place', tasting.placeEnjoyed],
    ['Place name', tasting.placeDetails?.name],
    ['Place address', tasting.placeDetails?.address],
    // Chosen from closed lists, but shown to others all the same: checked (and hashed) with the rest.
    ['Tasting note', tasting.note && tastingNoteText(tasting.note)],
    ...ownMessages(tasting.conversation).map((message, index): [string, string] => [`Message ${index + 1}`, message]),
  ];
  const fields = named
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([field, text]) => ({ field, text }));
  const imageKeys = [
    ...new Set(tasting.conversation.flatMap((message) => (message.image ? [mediaKeyOf(message.image)] : []))),
  ].filter((key): key is string => key !== null);
  const hash = createHash('sha256')
    .update(JSON.stringify([fields, imageKeys]))
    .digest('hex');
  return { fields, imageKeys, hash };
}

const ownMessages = (conversation: readonly TastingMessage[]): string[] =>
  conversation.filter((message) => message.role === 'user').map((message) => message.content);
