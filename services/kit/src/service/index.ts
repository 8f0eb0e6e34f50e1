export * from './actor.decorator';
export * from './pino-nest-logger';
export * from './run-service';
export * from './service-client.module';
export { startHealthServer } from './health-server';
