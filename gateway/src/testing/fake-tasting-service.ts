import {
  AppError,
  MEDIA_URL_PREFIX,
  type Tasting,
  TASTING_NOT_FOUND_MESSAGE,
  type TastingListRequest,
  type TastingPage,
  TastingRpc,
} from '@sorsi/proto';
import { randomUUID } from 'node:crypto';
import { type StandInService, startStandInService } from './stand-in-service';

export interface FakeTastingService extends StandInService {
  readonly tastings: Map<string, Tasting>;
}

const notFound = () => new AppError('NOT_FOUND', TASTING_NOT_FOUND_MESSAGE);
const signedIn = (actorId: string | undefined): string => {
  if (actorId === undefined) throw new AppError('UNAUTHENTICATED', 'Sign in to use wine tastings');
  return actorId;
};

/**
 * The stand-in tasting service: tastings in memory with the real service's visibility rules (own and
 * public ones readable, only own ones writable), newest first, `limit` per page with an opaque cursor.
 */
export async function startFakeTastingService(redisUrl: string, prefix: string): Promise<FakeTastingService> {
  const tastings = new Map<string, Tasting>();
  const visible = (tasting: Tasting | undefined, viewerId: string | undefined) =>
    tasting !== undefined && (tasting.visibility === 'public' || tasting.userId === viewerId);
  const owned = (id: string, actorId: string | undefined) => {
    const tasting = tastings.get(id);
    if (tasting === undefined || tasting.userId !== signedIn(actorId)) throw notFound();
    return tasting;
  };
  const page = (matches: (tasting: Tasting) => boolean, request: TastingListRequest): TastingPage => {
    const all = [...tastings.values()].filter(matches).reverse();
    const start = request.cursor === undefined ? 0 : all.findIndex((tasting) => tasting.id === request.cursor) + 1;
    const items = all.slice(start, start + request.limit);
    const more = all.length > start + request.limit;
    return {
      items: items.map(({ conversation, ...rest }) => (request.skipConversation ? rest : { ...rest, conversation })),
      nextCursor: more ? items.at(-1)!.id : null,
    };
  };
  const standIn = await startStandInService({
    service: 'tasting',
    redisUrl,
    prefix,
    contracts: TastingRpc,
    handlers: {
      list: (request, actor) => {
        const viewer = signedIn(actor?.userId);
        const owner = request.userId ?? viewer;
        return page((t) => t.userId === owner && (owner === viewer || t.visibility === 'public'), request);
      },
      listAll: (request, actor) => (signedIn(actor?.userId), page((t) => t.visibility === 'public', request)),
      search: (request, actor) => {
        signedIn(actor?.userId);
        const term = request.query.toLowerCase();
        return page((t) => t.visibility === 'public' && t.title.toLowerCase().includes(term), request);
      },
      get: ({ id }, actor) => {
        const tasting = tastings.get(id);
        if (!visible(tasting, signedIn(actor?.userId))) throw notFound();
        return tasting!;
      },
      getPublic: ({ id }, actor) => {
        const tasting = tastings.get(id);
        if (!visible(tasting, actor?.userId)) throw notFound();
        return tasting!;
      },
      create: (request, actor) => {
        const now = new Date().toISOString();
        const { summary, ...fields } = request;
        const tasting: Tasting = {
          ...fields,
          summary: summary ?? 'Wine tasting session',
          id: randomUUID(),
          userId: signedIn(actor?.userId),
          createdAt: now,
          updatedAt: now,
        };
        tastings.set(tasting.id, tasting);
        return tasting;
      },
      update: ({ id, changes }, actor) => {
        const tasting = owned(id, actor?.userId);
        const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
        Object.assign(tasting, defined, { updatedAt: new Date().toISOString() });
        return tasting;
      },
      remove: ({ id }, actor) => {
        owned(id, actor?.userId);
        tastings.delete(id);
        return { success: true as const };
      },
      mediaVisible: ({ key }) => {
        const url = `${MEDIA_URL_PREFIX}${key}`;
        const shows = (t: Tasting) => t.conversation.some((m) => m.image === url || m.generatedImage === url);
        return { visible: [...tastings.values()].some((t) => t.visibility === 'public' && shows(t)) };
      },
    },
  });
  return { ...standIn, tastings };
}
