import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Actor } from '@sorsi/kit';
import { type RpcReply, type RpcRequest, SocialRpc } from '@sorsi/proto';
import { EngagementService } from '../services/engagement.service';
import { ExperiencesService } from '../services/experiences.service';
import { ModerationOutcomesService } from '../services/moderation-outcomes.service';

type Request<K extends keyof typeof SocialRpc> = RpcRequest<(typeof SocialRpc)[K]>;
type Reply<K extends keyof typeof SocialRpc> = Promise<RpcReply<(typeof SocialRpc)[K]>>;

/** Posts, feeds, likes and comments; who acts comes from the request envelope, never the payload. */
@Controller()
export class ExperiencesRpcController {
  constructor(
    private readonly experiences: ExperiencesService,
    private readonly engagement: EngagementService,
    private readonly moderation: ModerationOutcomesService,
  ) {}

  @MessagePattern(SocialRpc.createExperience.pattern)
  createExperience(@Payload() request: Request<'createExperience'>, @Actor() actor: Actor): Reply<'createExperience'> {
    return this.experiences.create(actor, request);
  }

  @MessagePattern(SocialRpc.getExperience.pattern)
  getExperience(@Payload() request: Request<'getExperience'>, @Actor() actor: Actor): Reply<'getExperience'> {
    return this.experiences.get(actor.userId, request.id);
  }

  @MessagePattern(SocialRpc.updateExperience.pattern)
  updateExperience(@Payload() request: Request<'updateExperience'>, @Actor() actor: Actor): Reply<'updateExperience'> {
    return this.experiences.update(actor, request.id, request.changes);
  }

  @MessagePattern(SocialRpc.removeExperience.pattern)
  removeExperience(@Payload() request: Request<'removeExperience'>, @Actor() actor: Actor): Reply<'removeExperience'> {
    return this.experiences.remove(actor.userId, request.id);
  }

  @MessagePattern(SocialRpc.homeFeed.pattern)
  homeFeed(@Payload() request: Request<'homeFeed'>, @Actor() actor: Actor): Reply<'homeFeed'> {
    return this.experiences.home(actor.userId, request);
  }

  @MessagePattern(SocialRpc.discoverFeed.pattern)
  discoverFeed(@Payload() request: Request<'discoverFeed'>, @Actor() actor: Actor): Reply<'discoverFeed'> {
    return this.experiences.discover(actor.userId, request);
  }

  @MessagePattern(SocialRpc.engagement.pattern)
  engagementOf(@Payload() request: Request<'engagement'>, @Actor() actor: Actor): Reply<'engagement'> {
    return this.engagement.of(actor.userId, request.id);
  }

  @MessagePattern(SocialRpc.toggleLike.pattern)
  toggleLike(@Payload() request: Request<'toggleLike'>, @Actor() actor: Actor): Reply<'toggleLike'> {
    return this.engagement.toggleLike(actor, request.id);
  }

  @MessagePattern(SocialRpc.likers.pattern)
  likers(@Payload() request: Request<'likers'>, @Actor() actor: Actor): Reply<'likers'> {
    return this.engagement.likers(actor.userId, request.id, request);
  }

  @MessagePattern(SocialRpc.createComment.pattern)
  createComment(@Payload() request: Request<'createComment'>, @Actor() actor: Actor): Reply<'createComment'> {
    return this.engagement.comment(actor, request.experienceId, request.content);
  }

  @MessagePattern(SocialRpc.updateComment.pattern)
  updateComment(@Payload() request: Request<'updateComment'>, @Actor() actor: Actor): Reply<'updateComment'> {
    return this.engagement.updateComment(actor, request.id, request.content);
  }

  @MessagePattern(SocialRpc.removeComment.pattern)
  removeComment(@Payload() request: Request<'removeComment'>, @Actor() actor: Actor): Reply<'removeComment'> {
    return this.engagement.removeComment(actor.userId, request.id);
  }

  /** Anonymous callers may ask (a photo's address): they see nothing. */
  @MessagePattern(SocialRpc.mediaVisible.pattern)
  mediaVisible(@Payload() request: Request<'mediaVisible'>, @Actor() actor: Actor | null): Reply<'mediaVisible'> {
    return this.experiences.mediaVisible(actor, request.key);
  }

  @MessagePattern(SocialRpc.keysInUse.pattern)
  keysInUse(@Payload() request: Request<'keysInUse'>): Reply<'keysInUse'> {
    return this.experiences.keysInUse(request.keys);
  }

  /** The moderation service asks, acting for the reporter. */
  @MessagePattern(SocialRpc.reportTarget.pattern)
  reportTarget(@Payload() request: Request<'reportTarget'>, @Actor() actor: Actor): Reply<'reportTarget'> {
    return this.moderation.reportTarget(actor.userId, request.targetType, request.targetId);
  }
}

/** The contracts these handlers answer. */
export const experienceContracts = [
  SocialRpc.createExperience,
  SocialRpc.getExperience,
  SocialRpc.updateExperience,
  SocialRpc.removeExperience,
  SocialRpc.homeFeed,
  SocialRpc.discoverFeed,
  SocialRpc.engagement,
  SocialRpc.toggleLike,
  SocialRpc.likers,
  SocialRpc.createComment,
  SocialRpc.updateComment,
  SocialRpc.removeComment,
  SocialRpc.mediaVisible,
  SocialRpc.keysInUse,
  SocialRpc.reportTarget,
];
