import type { LoggerService } from '@nestjs/common';
import type { Logger } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * Nest's own log lines (module start-up, errors it catches) written through pino, so a service prints
 * one JSON format only. Nest passes the context (the class that logs) as the last string parameter.
 */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  private write(level: Level, message: unknown, params: unknown[]): void {
    const context = params.length > 0 && typeof params.at(-1) === 'string' ? (params.pop() as string) : undefined;
    // Nest logs errors as (message, stack, context).
    const stack = level === 'error' || level === 'fatal' ? params.find((p) => typeof p === 'string') : undefined;
    const fields = { ...(context && { context }), ...(stack !== undefined && { stack }) };
    if (message instanceof Error) this.logger[level]({ ...fields, err: message }, message.message);
    else if (typeof message === 'string') this.logger[level](fields, message);
    else this.logger[level]({ ...fields, data: message });
  }
}
