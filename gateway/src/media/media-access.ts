import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { isMediaKey, mediaOwnerOf, TastingRpc } from '@sorsi/proto';
import type { CallOptions } from '../rpc/call-options';

/**
 * Who may see a stored image: its owner (the key names them, so no call is needed), and anyone when a
 * public tasting shows it (asked of the tasting service, which owns visibility). Everyone else is told
 * it does not exist.
 */
@Injectable()
export class MediaAccess {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  async maySee(key: string, caller: CallOptions): Promise<boolean> {
    if (!isMediaKey(key)) return false;
    if (caller.actor !== null && mediaOwnerOf(key) === caller.actor.userId) return true;
    const { visible } = await this.rpc.call(TastingRpc.mediaVisible, { key }, caller);
    return visible;
  }
}
