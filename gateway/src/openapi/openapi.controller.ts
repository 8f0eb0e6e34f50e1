import { Controller, Inject } from '@nestjs/common';
import { AppError, openApiDocument, Routes } from '@sorsi/proto';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';
import { Route } from '../http/route.decorator';

/**
 * `GET /api/openapi.json`: the API described from its route declarations, for anyone trying it out in
 * development; production answers 404 (the same document is in docs/openapi.json).
 */
@Controller()
export class OpenApiController {
  private readonly document: Record<string, unknown> | null;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv) {
    this.document = env.NODE_ENV === 'production' ? null : openApiDocument();
  }

  @Route(Routes.docs.openApi)
  describe(): Record<string, unknown> {
    if (!this.document) throw new AppError('NOT_FOUND', 'Not found');
    return this.document;
  }
}
