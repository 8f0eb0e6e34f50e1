import { applyDecorators, HttpCode, RequestMapping, RequestMethod, UseGuards } from '@nestjs/common';
import type { RouteDeclaration } from '@sorsi/proto';
import { SignedInGuard } from '../session/signed-in.guard';

/**
 * Maps a controller method to a route declared in proto (`Routes`): its method and path, its success
 * status, and the session it needs. The path is never written again here; the method's pipes validate
 * with the same declaration's `query` and `body`.
 */
export function Route(declaration: RouteDeclaration): MethodDecorator {
  return applyDecorators(
    RequestMapping({ path: declaration.path, method: RequestMethod[declaration.method] }),
    ...(declaration.produces === 'redirect' ? [] : [HttpCode(declaration.status ?? 200)]),
    ...(declaration.access === 'signed-in' ? [UseGuards(SignedInGuard)] : []),
  );
}
