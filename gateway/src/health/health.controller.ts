import { Controller, Logger, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, type HealthCheckResult, HealthCheckService } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { type HttpErrorBody, Routes } from '@sorsi/proto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Route } from '../http/route.decorator';
import { Drain } from './drain';
import { ReadinessChecks } from './readiness-checks';

const NOT_READY = 'Not ready';

/** Probes of load balancers and orchestrators; never rate limited. */
@Controller()
@SkipThrottle({ api: true })
export class HealthController {
  private readonly logger = new Logger(HealthController.name);

  constructor(
    private readonly health: HealthCheckService,
    private readonly readiness: ReadinessChecks,
    private readonly drain: Drain,
  ) {}

  /** Liveness: the process answers; depends on nothing. */
  @Route(Routes.health.live)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: 200 when Redis, sign-in and every service answer, else 503. The answer is public, so it
   * says only that; what is down, and why, goes to the log (issue 8 §11). A gateway being stopped is not
   * ready (it still serves while balancers take it out).
   */
  @Route(Routes.health.ready)
  @HealthCheck()
  async ready(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<{ status: 'ok' } | HttpErrorBody> {
    try {
      if (this.drain.isDraining) throw new ServiceUnavailableException({ error: { gateway: 'stopping' } });
      await this.health.check(this.readiness.all(String(request.id)));
      return { status: 'ok' };
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      this.logger.warn(`Not ready (request ${String(request.id)}): ${JSON.stringify(result.error ?? {})}`);
      response.status(503);
      return { error: NOT_READY, message: NOT_READY, code: 'UNAVAILABLE' };
    }
  }
}
