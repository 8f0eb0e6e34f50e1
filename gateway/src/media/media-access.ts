import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { isMediaKey, mediaOwnerOf, SocialRpc, TastingRpc } from '@sorsi/proto';
import type { CallOptions } from '../rpc/call-options';

/**
 * Who may see a stored image: its owner (the key names them, so no call is needed), anyone when a public
 * tasting shows it (asked of the tasting service), and whoever may see a post that shows it (asked of the
 * social service: followers-only posts, blocks). Each service owns its visibility; everyone else is told
 * the image does not exist.
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
    return tasting.visible || social.visible;
  }
}
