import { Inject, Injectable } from '@nestjs/common';
import { type MediaStore, newMediaKey } from '@sorsi/kit';
import { MEDIA_URL_PREFIX, mediaKeyOf } from '@sorsi/proto';
import { decodeDataUrl } from './data-url';
import { sniffImageType } from './image-type';
import { type ReencodedImage, reencodeImage } from './image-reencoder';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { MEDIA_STORE } from './media-store.provider';
import { storageFull, unsupportedImage, type UploadLimit } from './upload-errors';

/**
 * Uploads arrive as data URLs in JSON (as the spec's calls send them). Each is checked and re-encoded
 * first (`prepare`), and only once every image of a request passed are they stored (`store`), so a bad
 * upload leaves nothing behind. Queue payloads then carry the media URL, never the bytes.
 */
@Injectable()
export class ImageUploads {
  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
  ) {}

  /** 413 over the limit (decoded), 415 when the bytes are no image we take, 422 when they cannot be decoded. */
  async prepare(dataUrl: string, limit: UploadLimit): Promise<ReencodedImage> {
    const bytes = decodeDataUrl(dataUrl, limit);
    const type = sniffImageType(bytes);
    if (type === null) throw unsupportedImage();
    return reencodeImage(bytes, type);
  }

  /**
   * Stores the images as the owner's uploads; answers their media URLs, in order. All or none are kept.
   * 413 when they would take the owner past their storage quota (two uploads at the same moment may
   * overshoot it by one request; the next is refused).
   */
  async save(ownerId: string, images: readonly ReencodedImage[]): Promise<string[]> {
    const adding = images.reduce((sum, image) => sum + image.bytes.length, 0);
    if ((await this.store.ownerUsage(ownerId)) + adding > this.env.UPLOAD_QUOTA_MB * 1024 * 1024) {
      throw storageFull(this.env.UPLOAD_QUOTA_MB);
    }
    const keys = images.map((image) => newMediaKey(ownerId, 'upload', image.extension));
    try {
      await Promise.all(images.map((image, index) => this.store.put(keys[index]!, image.bytes, image.contentType)));
    } catch (error) {
      await this.store.delete(keys).catch(() => undefined);
      throw error;
    }
    return keys.map((key) => `${MEDIA_URL_PREFIX}${key}`);
  }

  /**
   * Photos a request only needs while it runs (a wine list, shelves): all checked first, stored as the
   * owner's uploads for the service that reads them, and deleted once `use` is done, whatever its outcome.
   */
  async whileStored<T>(
    ownerId: string,
    dataUrls: readonly string[],
    limit: UploadLimit,
    use: (urls: string[]) => Promise<T>,
  ): Promise<T> {
    const images = await Promise.all(dataUrls.map((dataUrl) => this.prepare(dataUrl, limit)));
    const urls = await this.save(ownerId, images);
    try {
      return await use(urls);
    } finally {
      await this.discard(urls);
    }
  }

  /** Deletes saved uploads the request they came with could not use (the service refused it). */
  async discard(urls: readonly string[]): Promise<void> {
    const keys = urls.map(mediaKeyOf).filter((key): key is string => key !== null);
    await this.store.delete(keys).catch(() => undefined);
  }
}
