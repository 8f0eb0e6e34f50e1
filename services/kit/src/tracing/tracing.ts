import {
  type Context,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  type Tracer,
} from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as OtlpJsonTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpProtobufTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import {
  detectResources,
  type Resource,
  resourceAttributesEnvDetector,
  resourceFromAttributes,
  serviceNameEnvDetector,
} from '@opentelemetry/resources';
import { BatchSpanProcessor, type SpanExporter, type SpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace';
import { instrumentPostgres } from './postgres-spans';

// Traces (issue 12 §1): a span per HTTP request at the gateway, per RPC call and its handling, per event
// and its handling, and per Postgres query, one trace per request across the queue hop (the W3C
// `traceparent` travels in the envelopes). Nothing is exported unless OTEL_EXPORTER_OTLP_ENDPOINT is set;
// the ids exist anyway, and the trace id is the correlation id every log line carries. The resource (the
// process, and in a cluster its pod, namespace and release) follows the standard OTEL_* variables.

export { SpanKind } from '@opentelemetry/api';

let provider: TracerProvider | null = null;

export interface TracingOptions {
  /** Where spans go besides OTLP (a test's in-memory exporter). */
  spanProcessors?: SpanProcessor[];
}

/**
 * Starts tracing for this process once (later calls, such as several services in one test process,
 * keep the first set-up). Exports over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set.
 */
export function startTracing(processName: string, { spanProcessors = [] }: TracingOptions = {}): void {
  if (provider !== null) return;
  const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
  provider = new TracerProvider({
    resource: traceResource(processName),
    spanProcessors: [...(endpoint ? [new BatchSpanProcessor({ exporter: otlpExporter() })] : []), ...spanProcessors],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  instrumentPostgres(tracer());
}

/**
 * What every span of this process is from: `sorsi-<process>`, then OTEL_RESOURCE_ATTRIBUTES (the
 * Kubernetes manifests put the pod, namespace, release and environment there), then OTEL_SERVICE_NAME.
 */
function traceResource(processName: string): Resource {
  return resourceFromAttributes({ 'service.name': `sorsi-${processName}` }).merge(
    detectResources({ detectors: [resourceAttributesEnvDetector, serviceNameEnvDetector] }),
  );
}

/**
 * OTLP over HTTP in the encoding OTEL_EXPORTER_OTLP_TRACES_PROTOCOL or OTEL_EXPORTER_OTLP_PROTOCOL names:
 * `http/json` (when unset) or `http/protobuf`. gRPC is not built in: a start with it fails, naming it.
 */
function otlpExporter(env: NodeJS.ProcessEnv = process.env): SpanExporter {
  const protocol = env.OTEL_EXPORTER_OTLP_TRACES_PROTOCOL ?? env.OTEL_EXPORTER_OTLP_PROTOCOL ?? 'http/json';
  if (protocol === 'http/json') return new OtlpJsonTraceExporter();
  if (protocol === 'http/protobuf') return new OtlpProtobufTraceExporter();
  throw new Error(`OTEL_EXPORTER_OTLP_PROTOCOL must be http/json or http/protobuf, got '${protocol}'`);
}

/** Sends the spans still buffered (at shutdown). */
export async function flushTraces(): Promise<void> {
  await provider?.forceFlush();
}

export const tracer = (): Tracer => trace.getTracer('sorsi');

/** The active span's context as a W3C `traceparent` header value (none outside a trace). */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/** The context a `traceparent` names (a fresh trace when there is none, or it is malformed). */
export function contextOf(traceparent: string | undefined): Context {
  return traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : ROOT_CONTEXT;
}

/**
 * Runs `work` in a new span (child of `parent`, the active context by default) that is active for
 * everything `work` awaits; an error thrown marks the span as failed and is rethrown.
 */
export async function inSpan<T>(
  name: string,
  kind: SpanKind,
  work: (span: Span) => Promise<T>,
  parent: Context = context.active(),
): Promise<T> {
  const span = tracer().startSpan(name, { kind }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), () => work(span));
  } catch (error) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
    throw error;
  } finally {
    span.end();
  }
}

/** Sends the buffered spans when the process stops. */
export class FlushTracesOnShutdown {
  async onApplicationShutdown(): Promise<void> {
    await flushTraces();
  }
}
