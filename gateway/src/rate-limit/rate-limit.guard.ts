import { Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerRequest } from '@nestjs/throttler';
import type { FastifyReply } from 'fastify';
import { quotaReading, reportQuota, RETRY_AFTER } from './rate-limit-fields';

/**
 * @nestjs/throttler's guard with standard answers: instead of its per-throttler names
 * (`Retry-After-api`, `X-RateLimit-Remaining-api`…), each counted request reports its policies in
 * `RateLimit-Policy` and `RateLimit`, and a refusal says when to come back in `Retry-After`.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(request: ThrottlerRequest): Promise<boolean> {
    const { context, limit, ttl, throttler, blockDuration, getTracker, generateKey } = request;
    const policy = throttler.name!;
    const { req, res } = this.getRequestResponse(context);
    const tracker = await getTracker(req, context);
    const key = generateKey(context, tracker, policy);
    const record = await this.storageService.increment(key, ttl, limit, blockDuration, policy);
    const reading = quotaReading(policy, limit, ttl, record);
    const reply = res as FastifyReply;
    reportQuota(reply, reading);
    if (record.isBlocked) {
      reply.header(RETRY_AFTER, String(reading.resetSeconds));
      await this.throwThrottlingException(context, { limit, ttl, key, tracker, ...record });
    }
    return true;
  }
}
