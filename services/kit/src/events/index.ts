export * from './event-tables';
export * from './event-time';
export * from './outbox';
export * from './projection';
