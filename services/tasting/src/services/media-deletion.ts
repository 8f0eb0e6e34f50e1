import { Inject, Injectable } from '@nestjs/common';
import type { MediaStore } from '@sorsi/kit';

/**
 * Deletes stored images (media store keys) that a deleted tasting or account referred to.
 * Must be idempotent: a retried account deletion deletes the same keys again.
 */
export abstract class MediaDeletion {
  abstract deleteMedia(keys: readonly string[]): Promise<void>;
  /** Every image of one person, saved in a tasting or not (`u/{ownerId}/`): a deleted account's. */
  abstract deleteOwnerMedia(ownerId: string): Promise<void>;
}

/** Injection token of the media store (the kit's MediaStore, built from the service's MEDIA_* settings). */
export const MEDIA_STORE = Symbol('MEDIA_STORE');

/** Deletes from the media store the gateway and the AI service write to (MediaStore.delete is idempotent). */
@Injectable()
export class MediaStoreDeletion extends MediaDeletion {
  constructor(@Inject(MEDIA_STORE) private readonly store: MediaStore) {
    super();
  }

  async deleteMedia(keys: readonly string[]): Promise<void> {
    if (keys.length > 0) await this.store.delete([...keys]);
  }

  deleteOwnerMedia(ownerId: string): Promise<void> {
    return this.store.deleteOwner(ownerId);
  }
}
