export * from './env';
export * from './database';
export * from './logging';
export * from './transport';
export * from './service';
export * from './media';
export * from './redis/fail-fast-redis';
export * from './metrics/service-metrics';
