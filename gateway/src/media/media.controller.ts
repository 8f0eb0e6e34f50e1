import { Controller, Inject, Param, Req, Res, StreamableFile } from '@nestjs/common';
import type { MediaStore } from '@sorsi/kit';
import { AppError, Routes } from '@sorsi/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route } from '../http/route.decorator';
import { callOptions } from '../rpc/call-options';
import { MediaAccess } from './media-access';
import { MEDIA_STORE } from './media-store.provider';

/**
 * A key names one image for good (a new upload gets a new key), so browsers may keep it a year without
 * asking again; `private`, because whether someone may see it is decided per person.
 */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

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
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<StreamableFile> {
    const media = (await this.access.maySee(key, callOptions(request))) ? await this.store.get(key) : null;
    if (media === null) throw new AppError('NOT_FOUND', 'Image not found');
    response.header('Cache-Control', CACHE_CONTROL);
    response.header('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(media.bytes, { type: media.contentType, length: media.bytes.length });
  }
}
