export * from './bullmq-client';
export * from './bullmq-context';
export * from './bullmq-server';
export { DEFAULT_EVENT_RETRY, type EventRetryPolicy } from './job-options';
export { INTERNAL_ERROR_MESSAGE, type ValidationIssue } from './reply-envelopes';
export * from './rpc-error-passthrough.filter';
