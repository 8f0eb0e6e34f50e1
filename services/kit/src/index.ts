export * from './env';
export * from './database';
