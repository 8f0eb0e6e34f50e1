import type { JobsOptions } from 'bullmq';

/** Failed request jobs (a worker died mid-job) stay this long past their caller's timeout, to be inspected. */
const FAILED_REQUEST_GRACE_SECONDS = 30;

/**
 * A request runs once (`attempts: 1`): a retry nobody waits for is wasted work, or a duplicated write.
 * Its job is deleted as soon as it completes: the reply travelled on the caller's channel, request ids
 * are never reused (so no duplicate add needs a kept job to stop it), and keeping completed jobs cost
 * a third or more of the throughput in the transport benchmark (docs/benchmarks.md).
 */
export function requestJobOptions(requestId: string, timeoutMs: number): JobsOptions {
  return {
    jobId: requestId,
    attempts: 1,
    removeOnComplete: true,
    removeOnFail: { age: Math.ceil(timeoutMs / 1000) + FAILED_REQUEST_GRACE_SECONDS },
  };
}

export interface EventRetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** First pause between tries; each next one doubles. */
  backoffMs: number;
}

/** 8 tries over about four minutes (1 s, 2 s, … 64 s apart): rides out a restart or a short outage. */
export const DEFAULT_EVENT_RETRY: EventRetryPolicy = { attempts: 8, backoffMs: 1000 };

/** Completed events are kept this long, so publishing an event id again within it adds nothing. */
export const EVENT_DEDUPLICATION_SECONDS = 24 * 60 * 60;

/** Failed events wait this long in the failed set to be inspected and retried, then go (issue 8 §6). */
export const FAILED_EVENT_RETENTION_SECONDS = 14 * 24 * 60 * 60;

export function eventJobOptions(eventId: string, retry: EventRetryPolicy): JobsOptions {
  return {
    jobId: eventId,
    attempts: retry.attempts,
    backoff: { type: 'exponential', delay: retry.backoffMs },
    removeOnComplete: { age: EVENT_DEDUPLICATION_SECONDS },
    removeOnFail: { age: FAILED_EVENT_RETENTION_SECONDS },
  };
}
