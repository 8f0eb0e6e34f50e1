import type { ThrottlerStorage } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';

// The standard answers of a rate limit: `Retry-After` (RFC 9110 §10.2.3, in seconds) on a refusal, and
// the IETF fields of draft-ietf-httpapi-ratelimit-headers (revision 11) on every counted response:
//   RateLimit-Policy: "api";q=600;w=60     the policy: its quota per window of seconds
//   RateLimit: "api";r=0;t=37              where the client stands: requests left, seconds until more
// Both are Structured Field lists (RFC 9651): a request counted by several policies lists each.

type StorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/** One policy as one response reports it. */
export interface QuotaReading {
  policy: string;
  /** Requests allowed per window. */
  quota: number;
  windowSeconds: number;
  /** Requests left in this window (0 once refused). */
  remaining: number;
  /** Seconds until the quota grows again: the window's end, or the end of the refusal once refused. */
  resetSeconds: number;
}

export function quotaReading(policy: string, limit: number, ttlMs: number, record: StorageRecord): QuotaReading {
  return {
    policy,
    quota: limit,
    windowSeconds: Math.ceil(ttlMs / 1000),
    remaining: record.isBlocked ? 0 : Math.max(0, limit - record.totalHits),
    resetSeconds: record.isBlocked ? record.timeToBlockExpire : record.timeToExpire,
  };
}

/** A Structured Field string: printable ASCII, with `"` and `\` escaped. */
export function sfString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`Not a Structured Field string: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

export const policyItem = (reading: QuotaReading): string =>
  `${sfString(reading.policy)};q=${reading.quota};w=${reading.windowSeconds}`;

export const serviceLimitItem = (reading: QuotaReading): string =>
  `${sfString(reading.policy)};r=${reading.remaining};t=${reading.resetSeconds}`;

export const RATE_LIMIT_POLICY = 'RateLimit-Policy';
export const RATE_LIMIT = 'RateLimit';
export const RETRY_AFTER = 'Retry-After';

/** Adds one policy's reading to the response's two lists. */
export function reportQuota(reply: FastifyReply, reading: QuotaReading): void {
  appendListItem(reply, RATE_LIMIT_POLICY, policyItem(reading));
  appendListItem(reply, RATE_LIMIT, serviceLimitItem(reading));
}

function appendListItem(reply: FastifyReply, field: string, item: string): void {
  const present = reply.getHeader(field);
  reply.header(field, typeof present === 'string' && present !== '' ? `${present}, ${item}` : item);
}
