import { BaseEnvSchema, MediaEnvSchema, refineMediaEnv } from '@sorsi/kit';
import { z } from 'zod';

const DEV_SESSION_SECRET = 'sorsi-development-session-secret-not-for-production';
/** The development provider's client secret (infra/idp): never a production secret. */
const DEV_CLIENT_SECRET = 'sorsi-dev-secret';
/** Session secrets the repository itself hands out (the gateway's default, the local stack runner's). */
const KNOWN_DEV_SESSION_SECRETS = [DEV_SESSION_SECRET, 'sorsi-local-session-secret-change-me'];

const BooleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * Express's `trust proxy`: 'false' (default, direct connections), a number of hops, or a comma-separated
 * list of addresses/subnets ('loopback, 10.0.0.0/8'); 'true' (trust every hop) only outside production.
 */
const TrustProxy = z
  .string()
  .default('false')
  .transform((value): boolean | number | string => {
    if (value === 'true' || value === 'false') return value === 'true';
    return /^\d+$/.test(value) ? Number(value) : value;
  });

/** The gateway's environment (every variable is documented here; the README lists them). */
export const GatewayEnvSchema = BaseEnvSchema.extend({
  /** Port the HTTP server listens on. */
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * On SIGTERM, how long readiness answers 503 while the gateway still serves, before it stops listening:
   * the time a load balancer or Kubernetes needs to stop sending it new requests. 0 closes at once.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** The origin browsers use (scheme://host[:port]); the OIDC callback is `${PUBLIC_URL}/api/callback`
   *  and mutating requests must carry this Origin (or none). */
  PUBLIC_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((url) => new URL(url).origin),
  /** Signs the session cookie. Required in production; a fixed development value otherwise. */
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  /** 'true' behind TLS: the session cookie gets the Secure flag, HSTS and upgrade-insecure-requests are sent. */
  COOKIE_SECURE: BooleanFlag.default(false),
  /** OpenID Connect issuer: the local development provider by default, https://accounts.google.com in production. */
  OIDC_ISSUER: z.url().default('http://localhost:3100'),
  /** Client registered at the issuer (Google: the OAuth client of the project). */
  OIDC_CLIENT_ID: z.string().min(1).default('sorsi-web'),
  OIDC_CLIENT_SECRET: z.string().min(1).default(DEV_CLIENT_SECRET),
  /** Directory of the built SPA (web/dist); when set, the gateway serves it so one address serves everything. */
  WEB_DIST: z.string().min(1).optional(),
  /** Default deadline of an RPC to a service, in milliseconds. */
  RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Deadline of a call to the AI service (chat, label reading, extraction): longer than data calls'. */
  AI_RPC_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  /** Requests per minute per signed-in user (per IP when signed out) across the API. */
  RATE_LIMIT_API_PER_MIN: z.coerce.number().int().positive().default(300),
  /**
   * Sign-ins per minute per IP, counted on `/api/login` and `/api/callback` each. Raised only where one
   * address signs many people in on purpose (the end-to-end run's browser).
   */
  RATE_LIMIT_SIGNIN_PER_MIN: z.coerce.number().int().positive().default(10),
  /**
   * Rate-limit counts are kept in each process and reconciled with Redis this often (ms): the answer at a
   * limit is exact to within one such interval (RateLimitModule).
   */
  RATE_LIMIT_SYNC_MS: z.coerce.number().int().min(10).max(10_000).default(500),
  /** Signed-in sessions (and as many people's records) each gateway process keeps in memory; 0: none. */
  SESSION_CACHE_SIZE: z.coerce.number().int().min(0).default(50_000),
  /** AI calls (`/api/taste`, `/api/taste/extract-data`) per minute per user, on top of the API limit. */
  RATE_LIMIT_AI_PER_MIN: z.coerce.number().int().positive().default(30),
  /** Where uploaded photos are stored and served from (MEDIA_DRIVER, MEDIA_DIR, S3_*): see the kit's MediaEnvSchema. */
  ...MediaEnvSchema.shape,
  /** Photo storage per person (uploads, paintings), in MB: an upload beyond it is refused with 413. */
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(500),
  /** See TrustProxy: set it when a load balancer or reverse proxy sits in front, so client IPs and https are seen. */
  TRUST_PROXY: TrustProxy,
  /** When set, Prometheus metrics (and /health, /ready) on this port of their own, off the public one. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
})
  .superRefine((env, ctx) => {
    refineMediaEnv(env, ctx);
    if (env.NODE_ENV !== 'production') return;
    for (const [variable, message] of productionProblems(env))
      ctx.addIssue({ code: 'custom', path: [variable], message });
  })
  .transform((env) => ({ ...env, SESSION_SECRET: env.SESSION_SECRET ?? DEV_SESSION_SECRET }));

export type GatewayEnv = z.infer<typeof GatewayEnvSchema>;

/**
 * What a production gateway refuses to start with: anything that would let the development sign-in
 * (which hands out any typed email as a verified account) or a published secret stand for real ones.
 */
function productionProblems(env: {
  SESSION_SECRET?: string | undefined;
  OIDC_ISSUER: string;
  OIDC_CLIENT_SECRET: string;
  COOKIE_SECURE: boolean;
  TRUST_PROXY: boolean | number | string;
}): Array<[string, string]> {
  const problems: Array<[string, string]> = [];
  if (!env.SESSION_SECRET) problems.push(['SESSION_SECRET', 'SESSION_SECRET is required in production']);
  else if (KNOWN_DEV_SESSION_SECRETS.includes(env.SESSION_SECRET)) {
    problems.push(['SESSION_SECRET', 'SESSION_SECRET is a development value: set a secret of your own']);
  }
  const { protocol, hostname } = new URL(env.OIDC_ISSUER);
  if (protocol !== 'https:' || isLocalIssuer(env.OIDC_ISSUER) || hostname === 'localhost') {
    problems.push([
      'OIDC_ISSUER',
      'OIDC_ISSUER must be a real provider over https in production, not the development one',
    ]);
  }
  if (env.OIDC_CLIENT_SECRET === DEV_CLIENT_SECRET) {
    problems.push(['OIDC_CLIENT_SECRET', "OIDC_CLIENT_SECRET is the development provider's: set your provider's"]);
  }
  if (!env.COOKIE_SECURE) problems.push(['COOKIE_SECURE', 'COOKIE_SECURE must be true in production (behind TLS)']);
  // Trusting every hop believes the left-most X-Forwarded-For entry, which the client writes itself.
  if (env.TRUST_PROXY === true) {
    problems.push([
      'TRUST_PROXY',
      "TRUST_PROXY must name the proxy hops (a count such as 1, or their addresses), not 'true'",
    ]);
  }
  return problems;
}

/** Injection token of the parsed environment. */
export const GATEWAY_ENV = Symbol('GATEWAY_ENV');

/** OIDC over plain http is only acceptable for a provider on this machine (the development provider). */
export function isLocalIssuer(issuer: string): boolean {
  const { protocol, hostname } = new URL(issuer);
  const local =
    hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1' || hostname === '[::1]';
  return protocol === 'http:' && local;
}
