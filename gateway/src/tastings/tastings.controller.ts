import { Body, Controller, Delete, Get, Inject, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import {
  AppError,
  type CreateTastingRequest,
  CreateTastingBodySchema,
  type Tasting,
  type TastingChanges,
  TASTING_NOT_FOUND_MESSAGE,
  TastingIdSchema,
  type TastingListItem,
  TastingListQuerySchema,
  type TastingListRequest,
  type TastingPage,
  TastingRpc,
  TastingSearchQuerySchema,
  type TastingSearchRequest,
  UpdateTastingBodySchema,
  NEXT_CURSOR_HEADER,
} from '@sorsi/proto';
import type { Request, Response } from 'express';
import { BodyLimit } from '../http/json-body.interceptor';
import { ZodBodyPipe } from '../http/zod-body.pipe';
import { callOptions, type SignedInCall, SignedInCaller } from '../rpc/call-options';
import { SignedInGuard } from '../session/signed-in.guard';

/**
 * 100 messages of 1000 characters, as JSON with every character escaped at worst, stays under this; the
 * server cuts longer message contents itself.
 */
const TASTING_BODY_LIMIT = '2mb';

/**
 * Saved tastings (taste-and-account §7, social-and-discovery §7). Lists answer the array of tastings the
 * spec reads; the next page's cursor comes in the `X-Next-Cursor` header (pass it back as `cursor`).
 * A malformed id gets the same 404 as a tasting that does not exist or may not be seen.
 */
@Controller('api/wine-tastings')
export class TastingsController {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  /** Own tastings (all visibilities), or another user's public ones with `userId`. */
  @Get()
  @UseGuards(SignedInGuard)
  async list(
    @Query(new ZodBodyPipe(TastingListQuerySchema)) query: TastingListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TastingListItem[]> {
    return asArray(await this.rpc.call(TastingRpc.list, query, caller), response);
  }

  /** Explore's "All Tastings": every public tasting. Declared before `:id`, which would match it. */
  @Get('all')
  @UseGuards(SignedInGuard)
  async listAll(
    @Query(new ZodBodyPipe(TastingListQuerySchema)) query: TastingListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TastingListItem[]> {
    return asArray(await this.rpc.call(TastingRpc.listAll, query, caller), response);
  }

  @Get('search')
  @UseGuards(SignedInGuard)
  async search(
    @Query(new ZodBodyPipe(TastingSearchQuerySchema)) query: TastingSearchRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TastingListItem[]> {
    return asArray(await this.rpc.call(TastingRpc.search, query, caller), response);
  }

  /** A public tasting for anyone, signed in or not (shared links); an own private one for its owner. */
  @Get(':id/public')
  getPublic(@Param('id') id: string, @Req() request: Request): Promise<Tasting> {
    return this.rpc.call(TastingRpc.getPublic, tastingId(id), callOptions(request));
  }

  @Get(':id')
  @UseGuards(SignedInGuard)
  get(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<Tasting> {
    return this.rpc.call(TastingRpc.get, tastingId(id), caller);
  }

  @Post()
  @UseGuards(SignedInGuard)
  @BodyLimit(TASTING_BODY_LIMIT)
  create(
    @Body(new ZodBodyPipe(CreateTastingBodySchema)) tasting: CreateTastingRequest,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<Tasting> {
    return this.rpc.call(TastingRpc.create, tasting, caller);
  }

  /** The auto-save sends conversation and status (spec §7); any saved field may change. Owner only. */
  @Put(':id')
  @UseGuards(SignedInGuard)
  @BodyLimit(TASTING_BODY_LIMIT)
  update(
    @Param('id') id: string,
    @Body(new ZodBodyPipe(UpdateTastingBodySchema)) changes: TastingChanges,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<Tasting> {
    return this.rpc.call(TastingRpc.update, { ...tastingId(id), changes }, caller);
  }

  @Delete(':id')
  @UseGuards(SignedInGuard)
  remove(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<{ success: true }> {
    return this.rpc.call(TastingRpc.remove, tastingId(id), caller);
  }
}

/** `{ id }` of a well-formed id; anything else is as absent as an unknown tasting. */
function tastingId(id: string): { id: string } {
  const parsed = TastingIdSchema.safeParse({ id });
  if (!parsed.success) throw new AppError('NOT_FOUND', TASTING_NOT_FOUND_MESSAGE);
  return parsed.data;
}

function asArray(page: TastingPage, response: Response): TastingListItem[] {
  response.setHeader('Access-Control-Expose-Headers', NEXT_CURSOR_HEADER);
  if (page.nextCursor !== null) response.setHeader(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}
