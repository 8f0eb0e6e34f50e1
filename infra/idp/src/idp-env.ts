import { z } from 'zod';

const CommaSeparatedUrls = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((url) => url.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url()).min(1));

/** Settings of the development identity provider; the defaults match the gateway's defaults. */
export const IdpEnvSchema = z.object({
  /** Port the provider listens on. */
  IDP_PORT: z.coerce.number().int().min(1).max(65535).default(3100),
  /** Issuer identifier as browsers and the gateway reach it (must equal the gateway's OIDC_ISSUER). */
  IDP_ISSUER: z.url().default('http://localhost:3100'),
  /** The one registered client: the gateway (its OIDC_CLIENT_ID / OIDC_CLIENT_SECRET). */
  IDP_CLIENT_ID: z.string().min(1).default('sorsi-web'),
  IDP_CLIENT_SECRET: z.string().min(1).default('sorsi-dev-secret'),
  /** Callback URLs the client may use: the gateway directly and through the Vite dev server. */
  IDP_REDIRECT_URIS: CommaSeparatedUrls.default([
    'http://localhost:3000/api/callback',
    'http://localhost:5173/api/callback',
  ]),
});
export type IdpEnv = z.infer<typeof IdpEnvSchema>;

/**
 * Parses the environment, failing with a message that names each bad variable. The provider signs in
 * anyone as any typed email: it refuses to run where NODE_ENV says production.
 */
export function loadIdpEnv(source: NodeJS.ProcessEnv = process.env): IdpEnv {
  if (source.NODE_ENV === 'production') {
    throw new Error('The development identity provider never runs in production (NODE_ENV=production)');
  }
  const parsed = IdpEnvSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${problems.join('\n')}`);
}
