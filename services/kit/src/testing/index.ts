export * from './eventually';
export * from './postgres';
export * from './redis';
