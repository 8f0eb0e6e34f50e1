export * from './postgres';
