import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { GatewayEnv } from '../config/gateway-env';

/**
 * The security headers of every answer (@fastify/helmet's options): a Content-Security-Policy the built SPA works under: its own scripts only,
 * its own styles (plus inline style, which Radix's scroll lock injects as a <style> element),
 * self-hosted fonts, and images from itself, data:/blob: (previews) and https (avatars).
 * HSTS and upgrade-insecure-requests only behind TLS: on http://localhost they would break it.
 */
export function securityHeaderOptions(env: GatewayEnv): FastifyHelmetOptions {
  return {
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
  };
}
