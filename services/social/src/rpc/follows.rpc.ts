import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { type RpcReply, type RpcRequest, SocialRpc } from '@sorsi/proto';
import { FollowsService } from '../services/follows.service';

type Request<K extends keyof typeof SocialRpc> = RpcRequest<(typeof SocialRpc)[K]>;
type Reply<K extends keyof typeof SocialRpc> = Promise<RpcReply<(typeof SocialRpc)[K]>>;

/** Follow handlers; who acts comes from the request envelope. */
@Controller()
export class FollowsRpcController {
  constructor(private readonly follows: FollowsService) {}

  @MessagePattern(SocialRpc.followStatus.pattern)
  followStatus(@Payload() request: Request<'followStatus'>, @Actor() actor: Actor): Reply<'followStatus'> {
    return this.follows.status(actor.userId, request.person);
  }

  @MessagePattern(SocialRpc.follow.pattern)
  follow(@Payload() request: Request<'follow'>, @Actor() actor: Actor): Reply<'follow'> {
    return this.follows.follow(actor, request.person);
  }

  @MessagePattern(SocialRpc.unfollow.pattern)
  unfollow(@Payload() request: Request<'unfollow'>, @Actor() actor: Actor): Reply<'unfollow'> {
    return this.follows.unfollow(actor.userId, request.person);
  }
}

/** The contracts these handlers answer. */
export const followContracts = [SocialRpc.followStatus, SocialRpc.follow, SocialRpc.unfollow];
