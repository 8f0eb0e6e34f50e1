export * from './create-data-source';
export * from './database.module';
export * from './keyset-cursor';
export * from './ping-database';
export * from './postgres-errors';
export * from './sql';
export * from './transactions';
export * from './stored-json';
