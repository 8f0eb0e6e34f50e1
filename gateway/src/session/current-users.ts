import { Inject, Injectable } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import { AuthRpc, type User, userSnapshotKey } from '@sorsi/proto';
import { GatewayRedis } from '../redis/gateway-redis';
import type { SignedInCall } from '../rpc/call-options';

/**
 * The signed-in person as `/api/auth/user` answers them: the snapshot the auth service keeps in Redis
 * (one read, no queue hop), or `auth.getUser` when there is none (a tombstone after deactivation or
 * deletion counts as none: auth then answers NOT_FOUND).
 */
@Injectable()
export class CurrentUsers {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly redis: GatewayRedis,
  ) {}

  async of(caller: SignedInCall): Promise<User> {
    const stored = await this.redis.client.get(userSnapshotKey(this.redis.keyPrefix, caller.actor.userId));
    if (stored?.startsWith('{')) return JSON.parse(stored) as User;
    return this.rpc.call(AuthRpc.getUser, {}, caller);
  }
}
