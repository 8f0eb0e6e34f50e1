import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import {
  type Comment,
  COMMENT_NOT_FOUND_MESSAGE,
  type CommentBody,
  type CreatedComment,
  type CreatedExperience,
  type Engagement,
  EXPERIENCE_NOT_FOUND_MESSAGE,
  type Experience,
  type ExperienceChanges,
  type FeedItem,
  type FeedRequest,
  type Liker,
  type LikeState,
  type ListRequest,
  type ParsedCreateExperienceBody,
  Routes,
  SocialRpc,
} from '@sorsi/proto';
import type { FastifyReply } from 'fastify';
import { asListReply } from '../http/keyset-list';
import { idOrNotFound } from '../http/path-id';
import { Route } from '../http/route.decorator';
import { ImageUploads } from '../media/image-uploads';
import { TEN_MB_UPLOAD } from '../media/upload-errors';
import { type SignedInCall, SignedInCaller } from '../rpc/call-options';

const post = (id: string) => idOrNotFound(id, EXPERIENCE_NOT_FOUND_MESSAGE);
const comment = (id: string) => idOrNotFound(id, COMMENT_NOT_FOUND_MESSAGE);

/**
 * Experiences, their feeds, likes and comments (social-and-discovery §7 `/api/experiences…`). Feeds answer
 * the spec's array; the next page's cursor comes in `X-Next-Cursor`. Malformed ids are the route's 404.
 */
@Controller()
export class ExperiencesController {
  constructor(
    @Inject(BullmqClient) private readonly rpc: BullmqClient,
    private readonly uploads: ImageUploads,
  ) {}

  /**
   * The photo (a data URL) is checked, re-encoded without metadata and stored first; the service gets
   * its media URL, never the bytes. If the service refuses the post, the stored photo goes again.
   */
  @Route(Routes.experiences.create)
  async create(
    @Body() body: ParsedCreateExperienceBody,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<CreatedExperience> {
    const imageUrls = body.image
      ? await this.uploads.save(caller.actor.userId, [await this.uploads.prepare(body.image, TEN_MB_UPLOAD)])
      : [];
    try {
      return await this.rpc.call(
        SocialRpc.createExperience,
        {
          summary: body.text,
          imageUrl: imageUrls[0] ?? null,
          visibility: body.visibility,
          wines: body.wines,
          location: body.location,
          feeling: body.feeling,
          tags: body.tags,
        },
        caller,
      );
    } catch (error) {
      await this.uploads.discard(imageUrls);
      throw error;
    }
  }

  @Route(Routes.experiences.home)
  async home(
    @Query() query: FeedRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<FeedItem[]> {
    return asListReply(await this.rpc.call(SocialRpc.homeFeed, query, caller), response);
  }

  @Route(Routes.experiences.discover)
  async discover(
    @Query() query: FeedRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<FeedItem[]> {
    return asListReply(await this.rpc.call(SocialRpc.discoverFeed, query, caller), response);
  }

  @Route(Routes.experiences.get)
  get(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<FeedItem> {
    return this.rpc.call(SocialRpc.getExperience, post(id), caller);
  }

  @Route(Routes.experiences.update)
  update(
    @Param('id') id: string,
    @Body() changes: ExperienceChanges,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<Experience> {
    return this.rpc.call(SocialRpc.updateExperience, { ...post(id), changes }, caller);
  }

  @Route(Routes.experiences.remove)
  remove(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<{ success: true }> {
    return this.rpc.call(SocialRpc.removeExperience, post(id), caller);
  }

  @Route(Routes.experiences.engagement)
  engagement(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<Engagement> {
    return this.rpc.call(SocialRpc.engagement, post(id), caller);
  }

  @Route(Routes.experiences.toggleLike)
  toggleLike(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<LikeState> {
    return this.rpc.call(SocialRpc.toggleLike, post(id), caller);
  }

  @Route(Routes.experiences.likers)
  async likers(
    @Param('id') id: string,
    @Query() query: ListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<Liker[]> {
    return asListReply(await this.rpc.call(SocialRpc.likers, { ...post(id), ...query }, caller), response);
  }

  @Route(Routes.experiences.comment)
  comment(
    @Param('id') id: string,
    @Body() body: CommentBody,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<CreatedComment> {
    return this.rpc.call(SocialRpc.createComment, { experienceId: post(id).id, content: body.content }, caller);
  }

  @Route(Routes.experiences.updateComment)
  updateComment(
    @Param('commentId') id: string,
    @Body() body: CommentBody,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<Comment> {
    return this.rpc.call(SocialRpc.updateComment, { ...comment(id), content: body.content }, caller);
  }

  @Route(Routes.experiences.removeComment)
  removeComment(@Param('commentId') id: string, @SignedInCaller() caller: SignedInCall): Promise<{ success: true }> {
    return this.rpc.call(SocialRpc.removeComment, comment(id), caller);
  }
}
