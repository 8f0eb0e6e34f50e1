import type { Provider } from '@nestjs/common';
import { createMediaStore } from '@sorsi/kit';
import { GATEWAY_ENV, type GatewayEnv } from '../config/gateway-env';

/** Injection token of the media store (local directory or S3-compatible bucket, from MEDIA_* / S3_*). */
export const MEDIA_STORE = Symbol('MEDIA_STORE');

export const mediaStoreProvider: Provider = {
  provide: MEDIA_STORE,
  inject: [GATEWAY_ENV],
  useFactory: (env: GatewayEnv) => createMediaStore(env),
};
