import type { FastifyInstance, FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { createGzip, gzipSync } from 'node:zlib';
import { acceptsEncoding } from './content-encoding';

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg)/;
/** Smaller answers gain nothing from compression (the threshold Express's `compression` used). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Gzips on the way out what `isSpaReply` says the SPA answered, when it is text a browser accepts gzipped,
 * whole (not a range) and large enough to gain: the page (it carries the visitor's state, so the build has
 * no copy of it) and files the build wrote no compressed copy of. An answer already encoded (a copy the
 * build compressed) goes as it is.
 */
export function gzipOnTheWay(fastify: FastifyInstance, isSpaReply: (reply: FastifyReply) => boolean): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!isSpaReply(reply) || reply.statusCode !== 200 || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : Number(reply.getHeader('content-length'));
    if (!(size >= COMPRESS_FROM_BYTES) || !acceptsEncoding(request, 'gzip')) return payload;
    reply.removeHeader('content-length').header('Content-Encoding', 'gzip');
    return payload instanceof Readable ? payload.pipe(createGzip()) : gzipSync(payload as string);
  });
}
