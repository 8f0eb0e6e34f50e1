import type { GatewayEnv } from '../config/gateway-env';
import { OpenApiController } from './openapi.controller';

describe('OpenApiController', () => {
  it('describes the API outside production', () => {
    const document = new OpenApiController({ NODE_ENV: 'development' } as GatewayEnv).describe();
    expect(document).toMatchObject({ openapi: '3.1.0' });
  });

  it('is not found in production', () => {
    const controller = new OpenApiController({ NODE_ENV: 'production' } as GatewayEnv);
    expect(() => controller.describe()).toThrow(expect.objectContaining({ code: 'NOT_FOUND' }));
  });
});
