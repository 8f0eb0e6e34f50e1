import { Controller, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { HealthCheck, type HealthCheckResult, HealthCheckService } from '@nestjs/terminus';
import { SkipThrottle } from '@nestjs/throttler';
import { type HttpErrorBody, Routes } from '@sorsi/proto';
import type { Request, Response } from 'express';
import { Route } from '../http/route.decorator';
import { ReadinessChecks } from './readiness-checks';

/** Probes of load balancers and orchestrators; never rate limited. */
@Controller()
@SkipThrottle({ api: true })
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly readiness: ReadinessChecks,
  ) {}

  /** Liveness: the process answers; depends on nothing. */
  @Route(Routes.health.live)
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: 200 when Redis, sign-in and every service answer; else 503 naming what is down. */
  @Route(Routes.health.ready)
  @HealthCheck()
  async ready(
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<HealthCheckResult | HttpErrorBody> {
    try {
      return await this.health.check(this.readiness.all(String(request.id)));
    } catch (error) {
      if (!(error instanceof ServiceUnavailableException)) throw error;
      const result = error.getResponse() as HealthCheckResult;
      const message = `Not ready: ${Object.keys(result.error ?? {}).join(', ')}`;
      response.status(503);
      return { error: message, message, code: 'UNAVAILABLE', details: result.details };
    }
  }
}
