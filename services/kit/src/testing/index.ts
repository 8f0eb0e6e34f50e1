export * from './postgres';
export * from './redis';
