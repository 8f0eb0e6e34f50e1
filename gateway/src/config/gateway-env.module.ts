import { type DynamicModule, Global, Module } from '@nestjs/common';
import { GATEWAY_ENV, type GatewayEnv } from './gateway-env';

/** Makes the parsed environment injectable everywhere (`@Inject(GATEWAY_ENV)`). */
@Global()
@Module({})
export class GatewayEnvModule {
  static forRoot(env: GatewayEnv): DynamicModule {
    return { module: GatewayEnvModule, providers: [{ provide: GATEWAY_ENV, useValue: env }], exports: [GATEWAY_ENV] };
  }
}
