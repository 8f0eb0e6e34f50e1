import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { type RpcReply, type RpcRequest, SocialRpc } from '@sorsi/proto';
import { SocialExport } from '../services/social-export';

type Request<K extends keyof typeof SocialRpc> = RpcRequest<(typeof SocialRpc)[K]>;
type Reply<K extends keyof typeof SocialRpc> = Promise<RpcReply<(typeof SocialRpc)[K]>>;

/** "Download my data": the acting person's own social data, a page at a time (who comes from the envelope). */
@Controller()
export class ExportRpcController {
  constructor(private readonly exports: SocialExport) {}

  @MessagePattern(SocialRpc.exportPosts.pattern)
  posts(@Payload() request: Request<'exportPosts'>, @Actor() actor: Actor): Reply<'exportPosts'> {
    return this.exports.posts(actor.userId, request);
  }

  @MessagePattern(SocialRpc.exportComments.pattern)
  comments(@Payload() request: Request<'exportComments'>, @Actor() actor: Actor): Reply<'exportComments'> {
    return this.exports.comments(actor.userId, request);
  }

  @MessagePattern(SocialRpc.exportLikes.pattern)
  likes(@Payload() request: Request<'exportLikes'>, @Actor() actor: Actor): Reply<'exportLikes'> {
    return this.exports.likes(actor.userId, request);
  }

  @MessagePattern(SocialRpc.exportFollowing.pattern)
  following(@Payload() request: Request<'exportFollowing'>, @Actor() actor: Actor): Reply<'exportFollowing'> {
    return this.exports.following(actor.userId, request);
  }

  @MessagePattern(SocialRpc.exportFollowers.pattern)
  followers(@Payload() request: Request<'exportFollowers'>, @Actor() actor: Actor): Reply<'exportFollowers'> {
    return this.exports.followers(actor.userId, request);
  }

  @MessagePattern(SocialRpc.exportBlocks.pattern)
  blocks(@Payload() request: Request<'exportBlocks'>, @Actor() actor: Actor): Reply<'exportBlocks'> {
    return this.exports.blocks(actor.userId, request);
  }
}

/** The contracts these handlers answer. */
export const exportContracts = [
  SocialRpc.exportPosts,
  SocialRpc.exportComments,
  SocialRpc.exportLikes,
  SocialRpc.exportFollowing,
  SocialRpc.exportFollowers,
  SocialRpc.exportBlocks,
];
