import { isSpanContextValid, trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { currentCorrelationId } from './correlation';

export type { Logger } from 'pino';

/**
 * Level when LOG_LEVEL is unset: `info`, except under jest (NODE_ENV=test), where log lines would
 * bury the test report; a test that checks logs passes its own destination and level.
 */
function defaultLevel(): string {
  return process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info');
}

export interface CreateLoggerOptions {
  level?: string;
  /** Where lines go (stdout by default); tests pass a stream to read them. */
  destination?: DestinationStream;
}

/** The pino settings of every Sorsi process (shared with nestjs-pino in the gateway). */
export function loggerOptions(name: string, level: string = defaultLevel()): LoggerOptions {
  return {
    name,
    level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Every line logged during an RPC or request carries its correlation id, and inside a span the
    // trace and span ids under the names log backends join traces by (OpenTelemetry's log data model).
    mixin: () => {
      const correlationId = currentCorrelationId();
      const span = trace.getActiveSpan()?.spanContext();
      return {
        ...(correlationId === undefined ? {} : { correlationId }),
        ...(span && isSpanContextValid(span) ? { trace_id: span.traceId, span_id: span.spanId } : {}),
      };
    },
  };
}

/**
 * Standard output written asynchronously: a line is queued and written with the lines logged meanwhile
 * (no write system call per line on the request path); what is queued is flushed when the process exits.
 */
export function asyncStdout(): DestinationStream {
  return pino.destination({ dest: 1, sync: false });
}

/** A pino JSON logger named after the component that logs. */
export function createLogger(name: string, options: CreateLoggerOptions = {}): Logger {
  const settings = loggerOptions(name, options.level ?? defaultLevel());
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
