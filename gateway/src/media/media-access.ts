import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { isMediaKey, mediaOwnerOf, ModerationRpc, SocialRpc, TastingRpc } from '@sorsi/proto';
import type { CallOptions } from '../rpc/call-options';

/**
 * Who may see a stored image: its owner (the key names them, so no call is needed), whoever may see a
 * tasting that shows it (asked of the tasting service: public, checked, owner active, no block) or a post
 * that shows it (asked of the social service: followers-only posts, blocks), and an admin while a pending
 * report names it (asked of the moderation service). Each service owns its visibility; everyone else is
 * told the image does not exist.
 */
@Injectable()
export class MediaAccess {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  async maySee(key: string, caller: CallOptions): Promise<boolean> {
    if (!isMediaKey(key)) return false;
    if (caller.actor !== null && mediaOwnerOf(key) === caller.actor.userId) return true;
    const [tasting, social] = await Promise.all([
      this.rpc.call(TastingRpc.mediaVisible, { key }, caller),
      this.rpc.call(SocialRpc.mediaVisible, { key }, caller),
    ]);
    if (tasting.visible || social.visible) return true;
    if (!caller.actor?.isAdmin) return false;
    return (await this.rpc.call(ModerationRpc.mediaUnderReview, { key }, caller)).visible;
  }
}
