import type { onRequestHookHandler } from 'fastify';
import helmet from 'helmet';
import type { GatewayEnv } from '../config/gateway-env';

/**
 * helmet with a Content-Security-Policy the built SPA works under: its own scripts only,
 * its own styles (plus inline style, which Radix's scroll lock injects as a <style> element),
 * self-hosted fonts, and images from itself, data:/blob: (previews) and https (avatars).
 * HSTS and upgrade-insecure-requests only behind TLS: on http://localhost they would break it.
 */
export function securityHeaders(env: GatewayEnv): onRequestHookHandler {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(env.COOKIE_SECURE ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: env.COOKIE_SECURE,
  });
  // Set on the Node response: Fastify's own headers are added to these when it writes the head.
  return (request, reply, done) => setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error));
}
