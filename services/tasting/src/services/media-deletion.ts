import { Injectable } from '@nestjs/common';
import { createLogger } from '@sorsi/kit';

/**
 * Deletes stored images (media store keys) that a deleted tasting or account referred to.
 * Must be idempotent: a retried account deletion deletes the same keys again.
 */
export abstract class MediaDeletion {
  abstract deleteMedia(keys: readonly string[]): Promise<void>;
}

/**
 * SEAM: the media store (`services/kit/src/media`, issue 3 §1) does not exist yet. Until it is wired in,
 * the keys to delete are logged (warn, one line per deletion) so nothing is lost silently; replace this
 * provider with one that calls the MediaStore's delete.
 */
@Injectable()
export class LoggedMediaDeletion extends MediaDeletion {
  private readonly log = createLogger('tasting:media-deletion');

  async deleteMedia(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    this.log.warn({ keys }, 'media store not wired yet: these media keys still need deleting');
  }
}
