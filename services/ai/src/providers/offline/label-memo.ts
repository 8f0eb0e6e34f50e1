import { createLogger } from '@sorsi/kit';
import { mediaOwnerOf, type WineLabel, WineLabelSchema } from '@sorsi/proto';
import type { Redis } from 'ioredis';

/**
 * Labels read from photos, remembered per photo for a while: saving a tasting extracts its wine data
 * from the whole conversation, and the label of the photo sent earlier is then a Redis read instead of a
 * second OCR run (on whichever replica takes the job). A miss (expired, evicted) means reading again.
 *
 * One hash per owner (`{prefix}:ai:labels:{ownerId}`, field = media key), so erasing an account's
 * readings is one DEL and the whole hash expires after the TTL since its last write.
 */
export class LabelMemo {
  private readonly log = createLogger('ai:label-memo');

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    private readonly ttlSeconds: number,
  ) {}

  private hashOf(ownerId: string): string {
    return `${this.prefix}:ai:labels:${ownerId}`;
  }

  /** Best effort: a reply never fails because its label could not be remembered. */
  async remember(mediaKey: string, label: WineLabel): Promise<void> {
    const owner = mediaOwnerOf(mediaKey);
    if (owner === null) return;
    try {
      await this.redis
        .multi()
        .hset(this.hashOf(owner), mediaKey, JSON.stringify(label))
        .expire(this.hashOf(owner), this.ttlSeconds)
        .exec();
    } catch (error) {
      this.log.warn({ err: error, mediaKey }, 'label reading not remembered');
    }
  }

  /** The remembered label, or null (never read, expired, or unreadable: then it is read again). */
  async recall(mediaKey: string): Promise<WineLabel | null> {
    const owner = mediaOwnerOf(mediaKey);
    if (owner === null) return null;
    try {
      const raw = await this.redis.hget(this.hashOf(owner), mediaKey);
      const parsed = raw === null ? null : WineLabelSchema.safeParse(JSON.parse(raw));
      return parsed?.success ? parsed.data : null;
    } catch (error) {
      this.log.warn({ err: error, mediaKey }, 'remembered label not readable; reading the photo again');
      return null;
    }
  }

  /** Account deletion: every reading of the person's photos goes. */
  async forgetOwner(ownerId: string): Promise<void> {
    await this.redis.del(this.hashOf(ownerId));
  }
}
