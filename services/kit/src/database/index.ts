export * from './create-data-source';
export * from './database.module';
export * from './ping-database';
export * from './postgres-errors';
export * from './returned-rows';
export * from './prepared-query';
