import { applyDecorators, HttpCode, RequestMapping, RequestMethod, UseGuards } from '@nestjs/common';
import type { RouteDeclaration } from '@sorsi/proto';
import { AdminGuard } from '../session/admin.guard';
import { SignedInGuard } from '../session/signed-in.guard';
import { TermsAcceptedGuard } from '../session/terms-accepted.guard';

/**
 * Maps a controller method to a route declared in proto (`Routes`): its method and path, its success
 * status, the session it needs (an admin's for admin routes) and, for social writes, accepted terms. The path is never written again here; the method's pipes validate
 * with the same declaration's `query` and `body`.
 */
export function Route(declaration: RouteDeclaration): MethodDecorator {
  return applyDecorators(
    RequestMapping({ path: routerPath(declaration.path), method: RequestMethod[declaration.method] }),
    ...(declaration.produces === 'redirect' ? [] : [HttpCode(declaration.status ?? 200)]),
    ...(declaration.access === 'signed-in' ? [UseGuards(SignedInGuard)] : []),
    ...(declaration.access === 'admin' ? [UseGuards(SignedInGuard, AdminGuard)] : []),
    // Guards run in order: the session first, so a signed-out request is 401, never 403.
    ...(declaration.terms === 'accepted' ? [UseGuards(TermsAcceptedGuard)] : []),
  );
}

/** Fastify's router has one unnamed trailing wildcard (`/api/media/*`; its value is the `*` parameter). */
const routerPath = (path: string): string => path.replace(/\*\w+$/, '*');
