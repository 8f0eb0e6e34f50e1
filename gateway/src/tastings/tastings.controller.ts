import { Body, Controller, Inject, Param, Query, Req, Res } from '@nestjs/common';
import { BullmqClient } from '@sorsi/kit';
import {
  type CreateTastingRequest,
  type Tasting,
  type TastingChanges,
  TASTING_NOT_FOUND_MESSAGE,
  type TastingListItem,
  type TastingListRequest,
  TastingRpc,
  type TastingSearchRequest,
  Routes,
} from '@sorsi/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { asListReply } from '../http/keyset-list';
import { idOrNotFound } from '../http/path-id';
import { Route } from '../http/route.decorator';
import { callOptions, type SignedInCall, SignedInCaller } from '../rpc/call-options';

/**
 * Saved tastings (taste-and-account §7, social-and-discovery §7). Lists answer the array of tastings the
 * spec reads; the next page's cursor comes in the `X-Next-Cursor` header (pass it back as `cursor`).
 * A malformed id gets the same 404 as a tasting that does not exist or may not be seen.
 */
@Controller()
export class TastingsController {
  constructor(@Inject(BullmqClient) private readonly rpc: BullmqClient) {}

  /** Own tastings (all visibilities), or another user's public ones with `userId`. */
  @Route(Routes.tastings.list)
  async list(
    @Query() query: TastingListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TastingListItem[]> {
    return asListReply(await this.rpc.call(TastingRpc.list, query, caller), response);
  }

  /** Explore's "All Tastings": every public tasting. Mapped before `:id`, which would match it. */
  @Route(Routes.tastings.listAll)
  async listAll(
    @Query() query: TastingListRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TastingListItem[]> {
    return asListReply(await this.rpc.call(TastingRpc.listAll, query, caller), response);
  }

  @Route(Routes.tastings.search)
  async search(
    @Query() query: TastingSearchRequest,
    @SignedInCaller() caller: SignedInCall,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<TastingListItem[]> {
    return asListReply(await this.rpc.call(TastingRpc.search, query, caller), response);
  }

  /** A public tasting for anyone, signed in or not (shared links); an own private one for its owner. */
  @Route(Routes.tastings.getPublic)
  getPublic(@Param('id') id: string, @Req() request: FastifyRequest): Promise<Tasting> {
    return this.rpc.call(TastingRpc.getPublic, idOrNotFound(id, TASTING_NOT_FOUND_MESSAGE), callOptions(request));
  }

  @Route(Routes.tastings.get)
  get(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<Tasting> {
    return this.rpc.call(TastingRpc.get, idOrNotFound(id, TASTING_NOT_FOUND_MESSAGE), caller);
  }

  @Route(Routes.tastings.create)
  create(@Body() tasting: CreateTastingRequest, @SignedInCaller() caller: SignedInCall): Promise<Tasting> {
    return this.rpc.call(TastingRpc.create, tasting, caller);
  }

  /** The auto-save sends conversation and status (spec §7); any saved field may change. Owner only. */
  @Route(Routes.tastings.update)
  update(
    @Param('id') id: string,
    @Body() changes: TastingChanges,
    @SignedInCaller() caller: SignedInCall,
  ): Promise<Tasting> {
    return this.rpc.call(TastingRpc.update, { ...idOrNotFound(id, TASTING_NOT_FOUND_MESSAGE), changes }, caller);
  }

  @Route(Routes.tastings.remove)
  remove(@Param('id') id: string, @SignedInCaller() caller: SignedInCall): Promise<{ success: true }> {
    return this.rpc.call(TastingRpc.remove, idOrNotFound(id, TASTING_NOT_FOUND_MESSAGE), caller);
  }
}
