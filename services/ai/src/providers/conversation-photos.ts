import { type MediaStore } from '@sorsi/kit';
import { type Actor, AppError, type ChatMessage, isOwnMediaUrl, mediaKeyOf } from '@sorsi/proto';

export interface Photo {
  /** Media store key (`u/{owner}/upload/…`). */
  key: string;
  bytes: Buffer;
  contentType: string;
}

const notFound = () => new AppError('NOT_FOUND', 'That photo was not found');

/**
 * The media key of a message's photo when it is the actor's own. Keys name their owner, and another
 * person's photo gets the same answer as a missing one (NOT_FOUND): whether it exists never leaks.
 */
export function ownPhotoKey(imageUrl: string, actor: Actor): string {
  if (!isOwnMediaUrl(imageUrl, actor.userId)) throw notFound();
  return mediaKeyOf(imageUrl)!;
}

/** Refuses a conversation that refers to any photo not the actor's (checked before any work is done). */
export function assertOwnPhotos(messages: ChatMessage[], actor: Actor): void {
  for (const message of messages) if (message.image) ownPhotoKey(message.image, actor);
}

/** The photo sent with this turn: on the conversation's last message when that is the person's. */
export function photoOfThisTurn(messages: ChatMessage[]): string | null {
  const last = messages[messages.length - 1];
  return last?.role === 'user' && last.image ? last.image : null;
}

/** The newest photo the person sent in the conversation (the bottle being talked about), if any. */
export function latestPhoto(messages: ChatMessage[]): string | null {
  return messages.findLast((message) => message.role === 'user' && message.image)?.image ?? null;
}

/** Loads the actor's photo from the media store; NOT_FOUND when it is not theirs or no longer there. */
export async function loadOwnPhoto(store: MediaStore, imageUrl: string, actor: Actor): Promise<Photo> {
  const key = ownPhotoKey(imageUrl, actor);
  const stored = await store.get(key);
  if (!stored) throw notFound();
  return { key, ...stored };
}
