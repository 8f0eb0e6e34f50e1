import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

// Issue 25 §6: a process exports its spans with the resource the environment gives it (the Kubernetes
// manifests set OTEL_RESOURCE_ATTRIBUTES from the pod) in the encoding OTEL_EXPORTER_OTLP_PROTOCOL names.
// A child process (tracing starts once per process) sends one span to a local OTLP/HTTP receiver.
jest.setTimeout(30_000);

const TRACING = path.resolve(__dirname, '../../dist/tracing/index.js');
const PROBE = `
const { flushTraces, inSpan, SpanKind, startTracing } = require(${JSON.stringify(TRACING)});
startTracing('probe');
inSpan('probe span', SpanKind.INTERNAL, async () => undefined).then(flushTraces).then(() => process.exit(0));
`;
const RESOURCE = 'k8s.pod.name=sorsi-ai-7d9f8-x2kq1,k8s.namespace.name=sorsi,service.version=0.1.0';

interface Received {
  contentType: string;
  body: Buffer;
}

describe('OTLP export of a process’s spans', () => {
  let server: Server;
  const received: Received[] = [];
  let endpoint: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        if (request.url === '/v1/traces')
          received.push({ contentType: request.headers['content-type'] ?? '', body: Buffer.concat(chunks) });
        response.writeHead(200, { 'content-type': request.headers['content-type'] ?? 'application/json' }).end();
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((closed) => server.close(closed)));

  /** Runs the probe with these variables; resolves once it has flushed its span and exited. */
  const probe = (env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['-e', PROBE], {
      env: {
        PATH: process.env.PATH,
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_RESOURCE_ATTRIBUTES: RESOURCE,
        ...env,
      },
    });

  it('sends JSON by default, its resource naming the process, the pod and the release', async () => {
    received.length = 0;
    await probe({});
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe('application/json');
    const [resourceSpans] = JSON.parse(received[0]!.body.toString()).resourceSpans;
    const attributes = Object.fromEntries(
      resourceSpans.resource.attributes.map((a: { key: string; value: { stringValue: string } }) => [
        a.key,
        a.value.stringValue,
      ]),
    );
    expect(attributes).toMatchObject({
      'service.name': 'sorsi-probe',
      'k8s.pod.name': 'sorsi-ai-7d9f8-x2kq1',
      'k8s.namespace.name': 'sorsi',
      'service.version': '0.1.0',
    });
    expect(resourceSpans.scopeSpans[0].spans[0].name).toBe('probe span');
  });

  it('sends protobuf when OTEL_EXPORTER_OTLP_PROTOCOL is http/protobuf, the same resource in it', async () => {
    received.length = 0;
    await probe({ OTEL_EXPORTER_OTLP_PROTOCOL: 'http/protobuf', OTEL_SERVICE_NAME: 'ai-on-node-7' });
    expect(received).toHaveLength(1);
    expect(received[0]!.contentType).toBe('application/x-protobuf');
    // Protobuf keeps strings as they are: each attribute's key and value are in the message.
    const body = received[0]!.body.toString('latin1');
    for (const text of ['service.name', 'ai-on-node-7', 'k8s.pod.name', 'sorsi-ai-7d9f8-x2kq1', '0.1.0', 'probe span'])
      expect(body).toContain(text);
    expect(body).not.toContain('sorsi-probe'); // OTEL_SERVICE_NAME wins over the default name
  });

  it('refuses a protocol it does not speak, naming the variable', async () => {
    await expect(probe({ OTEL_EXPORTER_OTLP_PROTOCOL: 'grpc' })).rejects.toThrow(/OTEL_EXPORTER_OTLP_PROTOCOL/);
  });
});
