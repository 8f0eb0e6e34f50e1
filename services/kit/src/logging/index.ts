export * from './correlation';
export * from './create-logger';
