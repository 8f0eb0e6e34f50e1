import { z } from 'zod';
import { DeleteAccountBodySchema, EmptyBodySchema, UpdateProfileBodySchema, UserSchema } from './auth';
import { route } from './http';
import { NEXT_CURSOR_HEADER } from './paging';
import { SessionPaths } from './session-paths';
import { ListQuerySchema, SuccessSchema } from './experiences';
import { NotificationSchema, UnreadCountSchema } from './notifications';
import { ExtractedWineDataSchema, TasteBodySchema, TasteHttpReplySchema } from './taste';
import {
  CreateTastingBodySchema,
  TastingListItemSchema,
  TastingListQuerySchema,
  TastingRemovedSchema,
  TastingSchema,
  TastingSearchQuerySchema,
  UpdateTastingBodySchema,
} from './tasting';

// Every route of the gateway's /api (taste-and-account §7, social-and-discovery §7), declared once.
// Order matters where paths overlap: '/api/wine-tastings/all' is declared (and so mapped) before ':id'.

const SIGNED_IN = ['UNAUTHENTICATED', 'RATE_LIMITED'] as const;
const Ok = z.object({ ok: z.literal(true) });
const TastingList = z.array(TastingListItemSchema);

export const Routes = {
  auth: {
    login: route({
      method: 'GET',
      path: SessionPaths.login,
      summary: 'Sign in: a full-page navigation to the OpenID Connect provider',
      access: 'navigation',
      produces: 'redirect',
      status: 302,
      errors: ['RATE_LIMITED'],
    }),
    callback: route({
      method: 'GET',
      path: SessionPaths.callback,
      summary: "The provider's return after sign-in: starts the session, then goes home",
      access: 'navigation',
      produces: 'redirect',
      status: 302,
      errors: ['RATE_LIMITED'],
    }),
    logout: route({
      method: 'GET',
      path: SessionPaths.logout,
      summary: 'Sign out: ends the session, then goes home',
      access: 'navigation',
      produces: 'redirect',
      status: 302,
      errors: [],
    }),
    currentUser: route({
      method: 'GET',
      path: SessionPaths.currentUser,
      summary: 'The signed-in person; 401 means signed out',
      access: 'signed-in',
      reply: UserSchema,
      errors: [...SIGNED_IN],
    }),
  },
  tos: {
    accept: route({
      method: 'POST',
      path: '/api/tos/accept',
      summary: 'Accept the terms of service',
      access: 'signed-in',
      body: EmptyBodySchema,
      reply: UserSchema,
      errors: [...SIGNED_IN, 'VALIDATION'],
    }),
  },
  profile: {
    update: route({
      method: 'PATCH',
      path: '/api/users/profile',
      summary: 'Change username, first and last name',
      access: 'signed-in',
      body: UpdateProfileBodySchema,
      reply: UserSchema,
      errors: [...SIGNED_IN, 'VALIDATION', 'CONFLICT'],
    }),
  },
  account: {
    deactivate: route({
      method: 'POST',
      path: '/api/account/deactivate',
      summary: 'Deactivate the account (signing in again reactivates it) and sign out everywhere',
      access: 'signed-in',
      body: EmptyBodySchema,
      reply: Ok,
      errors: [...SIGNED_IN, 'VALIDATION'],
    }),
    remove: route({
      method: 'POST',
      path: '/api/account/delete',
      summary: 'Delete the account and everything of it, with the confirmation phrase',
      access: 'signed-in',
      body: DeleteAccountBodySchema,
      reply: Ok,
      errors: [...SIGNED_IN, 'VALIDATION'],
    }),
  },
  taste: {
    chat: route({
      method: 'POST',
      path: '/api/taste',
      summary: "The sommelier's reply to the conversation (photos as data URLs or media URLs)",
      access: 'signed-in',
      body: TasteBodySchema,
      reply: TasteHttpReplySchema,
      errors: [...SIGNED_IN, 'VALIDATION', 'NOT_FOUND', 'UPSTREAM', 'TIMEOUT', 'UNAVAILABLE'],
    }),
    extractData: route({
      method: 'POST',
      path: '/api/taste/extract-data',
      summary: 'Wine data read from the whole conversation (the save dialog prefill)',
      access: 'signed-in',
      body: TasteBodySchema,
      reply: ExtractedWineDataSchema,
      errors: [...SIGNED_IN, 'VALIDATION', 'NOT_FOUND', 'UPSTREAM', 'TIMEOUT', 'UNAVAILABLE'],
    }),
  },
  tastings: {
    list: route({
      method: 'GET',
      path: '/api/wine-tastings',
      summary: "The person's own tastings (all visibilities), or another person's public ones with userId",
      access: 'signed-in',
      query: TastingListQuerySchema,
      reply: TastingList,
      headers: [NEXT_CURSOR_HEADER],
      errors: [...SIGNED_IN, 'VALIDATION'],
    }),
    listAll: route({
      method: 'GET',
      path: '/api/wine-tastings/all',
      summary: "Every public tasting (Explore's All Tastings), newest first",
      access: 'signed-in',
      query: TastingListQuerySchema,
      reply: TastingList,
      headers: [NEXT_CURSOR_HEADER],
      errors: [...SIGNED_IN, 'VALIDATION'],
    }),
    search: route({
      method: 'GET',
      path: '/api/wine-tastings/search',
      summary: 'Public tastings matching a term, best match first (conversations too from 3 characters)',
      access: 'signed-in',
      query: TastingSearchQuerySchema,
      reply: TastingList,
      headers: [NEXT_CURSOR_HEADER],
      errors: [...SIGNED_IN, 'VALIDATION'],
    }),
    getPublic: route({
      method: 'GET',
      path: '/api/wine-tastings/:id/public',
      summary: 'A public tasting, for anyone (shared links); an own private one for its owner',
      access: 'anyone',
      reply: TastingSchema,
      errors: ['NOT_FOUND', 'RATE_LIMITED'],
    }),
    get: route({
      method: 'GET',
      path: '/api/wine-tastings/:id',
      summary: 'A tasting the person may see: any public one, their own private ones',
      access: 'signed-in',
      reply: TastingSchema,
      errors: [...SIGNED_IN, 'NOT_FOUND'],
    }),
    create: route({
      method: 'POST',
      path: '/api/wine-tastings',
      summary: 'Save a tasting',
      access: 'signed-in',
      body: CreateTastingBodySchema,
      reply: TastingSchema,
      status: 201,
      errors: [...SIGNED_IN, 'VALIDATION'],
    }),
    update: route({
      method: 'PUT',
      path: '/api/wine-tastings/:id',
      summary: "Change an own tasting's fields (the auto-save sends conversation and status)",
      access: 'signed-in',
      body: UpdateTastingBodySchema,
      reply: TastingSchema,
      errors: [...SIGNED_IN, 'VALIDATION', 'NOT_FOUND'],
    }),
    remove: route({
      method: 'DELETE',
      path: '/api/wine-tastings/:id',
      summary: 'Delete an own tasting and its own images',
      access: 'signed-in',
      reply: TastingRemovedSchema,
      errors: [...SIGNED_IN, 'NOT_FOUND'],
    }),
  },
  notifications: {
    list: route({
      method: 'GET',
      path: '/api/notifications',
      summary: "The person's notifications, newest first",
      access: 'signed-in',
      query: ListQuerySchema,
      reply: z.array(NotificationSchema),
      headers: [NEXT_CURSOR_HEADER],
      errors: [...SIGNED_IN, 'VALIDATION'],
    }),
    unreadCount: route({
      method: 'GET',
      path: '/api/notifications/unread-count',
      summary: 'How many are unread (polled every 2 to 5 seconds: read from Redis, no service call)',
      access: 'signed-in',
      reply: UnreadCountSchema,
      errors: [...SIGNED_IN],
    }),
    markAllRead: route({
      method: 'PATCH',
      path: '/api/notifications/read-all',
      summary: 'Mark every notification the person can see read',
      access: 'signed-in',
      reply: SuccessSchema,
      errors: [...SIGNED_IN],
    }),
    markRead: route({
      method: 'PATCH',
      path: '/api/notifications/:id/read',
      summary: 'Mark one of the own notifications read (anyone else’s is not found)',
      access: 'signed-in',
      reply: SuccessSchema,
      errors: [...SIGNED_IN, 'NOT_FOUND'],
    }),
  },
  media: {
    get: route({
      method: 'GET',
      path: '/api/media/*key',
      summary: 'A stored image: its owner always, anyone else while a public tasting shows it',
      access: 'anyone',
      produces: 'image',
      errors: ['NOT_FOUND', 'RATE_LIMITED'],
    }),
  },
  docs: {
    openApi: route({
      method: 'GET',
      path: '/api/openapi.json',
      summary: 'This document: the OpenAPI 3.1 description of /api (development only)',
      access: 'anyone',
      reply: z.looseObject({ openapi: z.string() }),
      errors: ['NOT_FOUND'],
    }),
  },
  health: {
    live: route({
      method: 'GET',
      path: '/api/health',
      summary: 'Liveness: the gateway answers',
      access: 'anyone',
      reply: z.object({ status: z.literal('ok') }),
      errors: [],
    }),
    ready: route({
      method: 'GET',
      path: '/api/ready',
      summary: 'Readiness: Redis, the sign-in provider and every service answer (503 otherwise; details in the log)',
      access: 'anyone',
      reply: z.object({ status: z.literal('ok') }),
      errors: ['UNAVAILABLE'],
    }),
  },
} as const;
