export * from './postgres';
export * from './redis';
export * from './eventually';
