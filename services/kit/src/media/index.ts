export * from './create-media-store';
export * from './local-media-store';
export * from './media-env';
export * from './media-key';
export * from './media-store';
export * from './s3-media-store';
export * from './export-archives';
