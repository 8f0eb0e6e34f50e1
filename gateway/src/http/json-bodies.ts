import { HttpException, HttpStatus } from '@nestjs/common';
import { AppError, DEFAULT_MAX_BODY_MB } from '@sorsi/proto';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';

const MB = 1024 * 1024;

/**
 * Request bodies are JSON, read by Fastify up to each route's declared limit (`maxBodyMb`, set on the route
 * from its declaration): a body over it is 413 (refused from its Content-Length before it is read), one that
 * is no JSON 400, any other media type 415, each in the house's words. A request without a body has none
 * (validation reads it as `{}`).
 */
export function readJsonBodies(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    if (body === '') return done(null, undefined);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('VALIDATION', 'The request body is not valid JSON'), undefined);
    }
  });
  fastify.addHook('onRoute', (route) => {
    const declaration = route.config?.declaration;
    if (declaration) route.bodyLimit = (declaration.maxBodyMb ?? DEFAULT_MAX_BODY_MB) * MB;
    // Fastify's own errors of reading a body, in the house's words; then the gateway's error handler (Nest's).
    route.errorHandler = (error, request, reply) => fastify.errorHandler(inHouseWords(error, request), request, reply);
  });
}

function inHouseWords(error: FastifyError, request: FastifyRequest): Error {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new HttpException(
        `The request body is larger than the ${request.routeOptions.bodyLimit / MB}mb this route accepts`,
        HttpStatus.PAYLOAD_TOO_LARGE,
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new HttpException(
        'Send the body as JSON (Content-Type: application/json)',
        HttpStatus.UNSUPPORTED_MEDIA_TYPE,
      );
    default:
      return error;
  }
}
