import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { type RpcReply, type RpcRequest, SocialRpc } from '@sorsi/proto';
import { BlocksService } from '../services/blocks.service';
import { PeopleService } from '../services/people.service';

type Request<K extends keyof typeof SocialRpc> = RpcRequest<(typeof SocialRpc)[K]>;
type Reply<K extends keyof typeof SocialRpc> = Promise<RpcReply<(typeof SocialRpc)[K]>>;

/** Profiles, journeys, follower lists, blocks and search; who acts comes from the request envelope. */
@Controller()
export class PeopleRpcController {
  constructor(
    private readonly people: PeopleService,
    private readonly blocks: BlocksService,
  ) {}

  @MessagePattern(SocialRpc.profile.pattern)
  profile(@Payload() request: Request<'profile'>, @Actor() actor: Actor): Reply<'profile'> {
    return this.people.profile(actor.userId, request.username);
  }

  @MessagePattern(SocialRpc.journey.pattern)
  journey(@Payload() request: Request<'journey'>, @Actor() actor: Actor): Reply<'journey'> {
    return this.people.journey(actor.userId, request.username, request);
  }

  @MessagePattern(SocialRpc.followers.pattern)
  followers(@Payload() request: Request<'followers'>, @Actor() actor: Actor): Reply<'followers'> {
    return this.people.follows(actor.userId, request.username, 'followers', request);
  }

  @MessagePattern(SocialRpc.following.pattern)
  following(@Payload() request: Request<'following'>, @Actor() actor: Actor): Reply<'following'> {
    return this.people.follows(actor.userId, request.username, 'following', request);
  }

  @MessagePattern(SocialRpc.searchUsers.pattern)
  searchUsers(@Payload() request: Request<'searchUsers'>, @Actor() actor: Actor): Reply<'searchUsers'> {
    return this.people.searchUsers(actor.userId, request.q);
  }

  @MessagePattern(SocialRpc.searchWines.pattern)
  searchWines(@Payload() request: Request<'searchWines'>, @Actor() actor: Actor): Reply<'searchWines'> {
    return this.people.searchWines(actor.userId, request.q);
  }

  @MessagePattern(SocialRpc.blockStatus.pattern)
  blockStatus(@Payload() request: Request<'blockStatus'>, @Actor() actor: Actor): Reply<'blockStatus'> {
    return this.blocks.status(actor.userId, request.username);
  }

  @MessagePattern(SocialRpc.block.pattern)
  block(@Payload() request: Request<'block'>, @Actor() actor: Actor): Reply<'block'> {
    return this.blocks.block(actor.userId, request.username);
  }

  @MessagePattern(SocialRpc.unblock.pattern)
  unblock(@Payload() request: Request<'unblock'>, @Actor() actor: Actor): Reply<'unblock'> {
    return this.blocks.unblock(actor.userId, request.username);
  }
}

/** The contracts these handlers answer. */
export const peopleContracts = [
  SocialRpc.profile,
  SocialRpc.journey,
  SocialRpc.followers,
  SocialRpc.following,
  SocialRpc.searchUsers,
  SocialRpc.searchWines,
  SocialRpc.blockStatus,
  SocialRpc.block,
  SocialRpc.unblock,
];
