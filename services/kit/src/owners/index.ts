export * from './content-check';
export * from './terms-gate';
