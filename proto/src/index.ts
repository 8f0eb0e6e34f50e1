export * from './errors';
export * from './envelope';
export * from './contract';
export * from './auth';
export * from './ai';
export * from './tasting';
export * from './taste';
