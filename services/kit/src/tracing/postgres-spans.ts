import { context, type Span, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';
import pg from 'pg';

/** Statements are cut here in spans (the parameters, which hold people's data, are never recorded). */
const STATEMENT_MAX = 500;

type QueryArgs = [unknown, ...unknown[]];

/**
 * A span for every query of the `pg` client, child of whatever span is active (the RPC or event being
 * handled). Patches the client class TypeORM uses, once; both the callback and the promise forms.
 */
export function instrumentPostgres(tracer: Tracer): void {
  const prototype = pg.Client.prototype as unknown as { query: (...args: QueryArgs) => unknown; __traced?: true };
  if (prototype.__traced) return;
  const query = prototype.query;
  prototype.query = function tracedQuery(this: unknown, ...args: QueryArgs) {
    if (!trace.getSpan(context.active())) return query.apply(this, args);
    const span = tracer.startSpan('pg.query', {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.query.text': statementOf(args[0]) },
    });
    const callback = args.findIndex((arg) => typeof arg === 'function');
    if (callback >= 0) {
      const done = args[callback] as (error: Error | null, ...rest: unknown[]) => void;
      args[callback] = (error: Error | null, ...rest: unknown[]) => {
        end(span, error);
        done(error, ...rest);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) {
      result.then(
        () => end(span, null),
        (error: Error) => end(span, error),
      );
    } else end(span, null);
    return result;
  };
  prototype.__traced = true;
}

function statementOf(config: unknown): string {
  const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
  return text.replace(/\s+/g, ' ').trim().slice(0, STATEMENT_MAX);
}

function end(span: Span, error: Error | null): void {
  if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
  span.end();
}
