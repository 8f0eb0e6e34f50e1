export * from './tracing';
export * from './incoming-request';
