import { applyDecorators, HttpCode, RequestMapping, RequestMethod, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { RouteDeclaration } from '@sorsi/proto';
import type { FastifyRequest } from 'fastify';
import { AdminGuard } from '../session/admin.guard';
import { SignedInGuard } from '../session/signed-in.guard';
import { TermsAcceptedGuard } from '../session/terms-accepted.guard';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The proto declaration a route was mapped from (`@Route`). */
    declaration?: RouteDeclaration;
  }
}

/**
 * Maps a controller method to a route declared in proto (`Routes`): its method and path, its success
 * status, the session it needs (an admin's for admin routes) and, for social writes, accepted terms. The
 * declaration rides on the Fastify route (its `config`), where the rest of it is read: the body limit
 * (readJsonBodies) and the query and body schemas (DeclaredInputInterceptor). Nothing of it is written again.
 */
export function Route(declaration: RouteDeclaration): MethodDecorator {
  return applyDecorators(
    RequestMapping({ path: routerPath(declaration.path), method: RequestMethod[declaration.method] }),
    RouteConfig({ declaration }),
    ...(declaration.produces === 'redirect' ? [] : [HttpCode(declaration.status ?? 200)]),
    ...(declaration.access === 'signed-in' ? [UseGuards(SignedInGuard)] : []),
    ...(declaration.access === 'admin' ? [UseGuards(SignedInGuard, AdminGuard)] : []),
    // Guards run in order: the session first, so a signed-out request is 401, never 403.
    ...(declaration.terms === 'accepted' ? [UseGuards(TermsAcceptedGuard)] : []),
  );
}

/** The declaration of the route a request was routed to; undefined outside declared routes. */
export const declarationOf = (request: FastifyRequest): RouteDeclaration | undefined =>
  request.routeOptions.config.declaration;

/** Fastify's router has one unnamed trailing wildcard (`/api/media/*`; its value is the `*` parameter). */
const routerPath = (path: string): string => path.replace(/\*\w+$/, '*');
