import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import {
  type BlockStatus,
  type FollowStatus,
  type JourneyItem,
  type ListRequest,
  Routes,
  SocialRpc,
  type UserListItem,
  type UserProfile,
  type UserSearchQuery,
  type WineSearchQuery,
  type WineSearchResult,
} from '@sorsi/proto';
import type { FastifyReply } from 'fastify';
import { asListReply } from '../http/keyset-list';
import { personOrNotFound, usernameOrNotFound } from '../http/path-id';
import { Route } from '../http/route.decorator';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';

/**
 * People (social-and-discovery §7): follow, block, profiles and journeys, follower lists, user and wine
 * search. A path that names nobody (neither a user id nor a username) is the route's 404, as is anyone
 * the person may not see.
 */
@Controller()
export class PeopleController {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  /** `?userId=`: the call the spec makes once per search result. */
  @Route(Routes.follow.statusById)
  followStatusById(@Query() query: { userId: string }, @SignedInCaller() caller: SignedInCall): Promise<FollowStatus> {
    return this.rpc.call(SocialRpc.followStatus, { person: { userId: query.userId } }, caller);
  }

  @Route(Routes.follow.status)
  followStatus(@Param('username') username: string, @SignedInCaller() caller: SignedInCall): Promise<FollowStatus> {
    return this.rpc.call(SocialRpc.followStatus, { person: usernameOrNotFound(username) }, caller);
  }

  @Route(Routes.follow.follow)
  follow(@Param('person') person: string, @SignedInCaller() caller: SignedInCall): Promise<FollowStatus> {
    return this.rpc.call(SocialRpc.follow, { person: personOrNotFound(person) }, caller);
  }

  @Route(Routes.follow.unfollow)
  unfollow(@Param('person') person: string, @SignedInCaller() caller: SignedInCall): Promise<FollowStatus> {
    return this.rpc.call(SocialRpc.unfollow, { person: personOrNotFound(person) }, caller);
  }

  @Route(Routes.block.status)
  blockStatus(@Param('username') username: string, @SignedInCaller() caller: SignedInCall): Promise<BlockStatus> {
    return this.rpc.call(SocialRpc.blockStatus, usernameOrNotFound(username), caller);
  }

  @Route(Routes.block.block)
  block(@Param('username') username: string, @SignedInCaller() caller: SignedInCall): Promise<BlockStatus> {
    return this.rpc.call(SocialRpc.block, usernameOrNotFound(username), caller);
  }

  @Route(Routes.block.unblock)
  unblock(@Param('username') username: string, @SignedInCaller() caller: SignedInCall): Promise<BlockStatus> {
    return this.rpc.call(SocialRpc.unblock, usernameOrNotFound(username), caller);
  }

  @Route(Routes.people.profile)
  profile(@Param('username') username: string, @SignedInCaller() caller: SignedInCall): Promise<UserProfile> {
    return this.rpc.call(SocialRpc.profile, usernameOrNotFound(username), caller);
  }

  @Route(Routes.people.journey)
  async journey(
    @Param('username') username: string,
    @Query() query: ListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<JourneyItem[]> {
    const page = await this.rpc.call(SocialRpc.journey, { ...usernameOrNotFound(username), ...query }, caller);
    return asListReply(page, response);
  }

  @Route(Routes.people.followers)
  async followers(
    @Param('username') username: string,
    @Query() query: ListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserListItem[]> {
    const page = await this.rpc.call(SocialRpc.followers, { ...usernameOrNotFound(username), ...query }, caller);
    return asListReply(page, response);
  }

  @Route(Routes.people.following)
  async following(
    @Param('username') username: string,
    @Query() query: ListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<UserListItem[]> {
    const page = await this.rpc.call(SocialRpc.following, { ...usernameOrNotFound(username), ...query }, caller);
    return asListReply(page, response);
  }

  @Route(Routes.people.search)
  searchUsers(@Query() query: UserSearchQuery, @SignedInCaller() caller: SignedInCall): Promise<UserListItem[]> {
    return this.rpc.call(SocialRpc.searchUsers, { q: query.q }, caller);
  }

  @Route(Routes.search.wines)
  searchWines(@Query() query: WineSearchQuery, @SignedInCaller() caller: SignedInCall): Promise<WineSearchResult> {
    return this.rpc.call(SocialRpc.searchWines, { q: query.q }, caller);
  }
}
