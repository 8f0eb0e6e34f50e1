import { Controller, Inject, Param, Req, Res } from '@nestjs/common';
import type { MediaStore } from '@sorsi/kit';
import { AppError, Routes } from '@sorsi/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { noneMatchHits, strongEtag } from '../http/conditional-request';
import { Route } from '../http/route.decorator';
import { callOptions } from '../rpc/call-options';
import { MediaAccess } from './media-access';
import { MEDIA_STORE } from './media-store.provider';

/**
 * Whether someone may see an image can change at any moment (a block, a deactivation, a tasting made
 * private, a post removed by moderation, a sign-out on a shared browser), so a browser keeps it only to
 * ask again on every view (`no-cache`); `private`: no shared cache keeps it. The ETag makes asking cheap:
 * an unchanged image is a 304 without its bytes, answered only after the access check passed again.
 */
const CACHE_CONTROL = 'private, no-cache';

/** `GET /api/media/{key}`: stored photos and generated images, signed in or not (see MediaAccess). */
@Controller()
export class MediaController {
  constructor(
    @Inject(MEDIA_STORE) private readonly store: MediaStore,
    private readonly access: MediaAccess,
  ) {}

  /** Unknown, malformed and forbidden keys get the same 404: whether an image exists does not leak. */
  @Route(Routes.media.get)
  async serve(
    @Param('*') key: string,
    @Req() request: FastifyRequest,
    @Res() response: FastifyReply,
  ): Promise<FastifyReply> {
    const media = (await this.access.maySee(key, callOptions(request))) ? await this.store.get(key) : null;
    if (media === null) throw new AppError('NOT_FOUND', 'Image not found');
    const etag = strongEtag(media.bytes);
    response.header('Cache-Control', CACHE_CONTROL).header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
    if (noneMatchHits(request.headers['if-none-match'], etag)) return response.code(304).send();
    return response.type(media.contentType).send(media.bytes);
  }
}
