/** A stored image: its bytes and the Content-Type to serve them with. */
export interface StoredMedia {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where uploaded photos and generated images live, addressed by key (see `newMediaKey`). Queue payloads
 * and saved tastings carry only keys (as `/api/media/{key}` URLs), never the bytes.
 *
 * Every driver refuses an invalid key (`assertMediaKey`) and a content type other than the one its
 * extension stands for, so a key alone says how to serve the object.
 */
export interface MediaStore {
  /** Stores (or replaces) the object whole: a reader never sees a partial write. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredMedia | null>;
  /** Deletes the objects; keys without an object are ignored, so a retried deletion succeeds. */
  delete(keys: string[]): Promise<void>;
  /**
   * Deletes every object of one owner (the `u/{ownerId}/` prefix): a deleted account leaves no image
   * behind, saved in a tasting or not. Idempotent.
   */
  deleteOwner(ownerId: string): Promise<void>;
  /** Bytes stored under one owner's prefix `u/{ownerId}/` (the storage quota counts them). */
  ownerUsage(ownerId: string): Promise<number>;
  /** Every stored object with its last write time, a page at a time (the sweep of unused uploads). */
  list(): AsyncGenerator<StoredObject[]>;
}

/** An object as a listing shows it. */
export interface StoredObject {
  key: string;
  modifiedAt: Date;
}
