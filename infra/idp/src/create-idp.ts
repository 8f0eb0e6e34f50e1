import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Provider, { interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { DevAccounts } from './dev-accounts.js';
import type { IdpEnv } from './idp-env.js';
import { SignInInteraction } from './sign-in-interaction.js';

const { Check, base } = interactionPolicy;

/** The scopes the gateway asks for; granted without a consent screen (development provider). */
const GRANTED_SCOPES = 'openid email profile';

/**
 * Always ask who is signing in (once per authorization request), so a developer can switch
 * between test people; the check passes once the form of this very request was submitted.
 */
function signInEveryTimePolicy() {
  const policy = base();
  policy
    .get('login')!
    .checks.add(
      new Check('dev_sign_in_every_time', 'The development provider asks who is signing in every time', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
      0,
    );
  return policy;
}

/** Consent is implied: the one client always gets the scopes it asks for. */
async function grantRequestedScopes(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const clientId = oidc.client!.clientId;
  const existingId = oidc.session!.grantIdFor(clientId);
  const grant =
    (existingId && (await oidc.provider.Grant.find(existingId))) ||
    new oidc.provider.Grant({ clientId, accountId: oidc.session!.accountId! });
  grant.addOIDCScope(GRANTED_SCOPES);
  await grant.save();
  return grant;
}

export interface DevIdp {
  server: Server;
  provider: Provider;
}

/** The provider with its in-memory state and signing key (both gone on restart: development only). */
export function createIdp(env: IdpEnv): DevIdp {
  const accounts = new DevAccounts();
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const provider = new Provider(env.IDP_ISSUER, {
    clients: [
      {
        client_id: env.IDP_CLIENT_ID,
        client_secret: env.IDP_CLIENT_SECRET,
        redirect_uris: env.IDP_REDIRECT_URIS,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put the profile claims in the ID token too (as Google does), so the client needs no userinfo call.
    conformIdTokenClaims: false,
    findAccount: accounts.findAccount,
    loadExistingGrant: grantRequestedScopes,
    interactions: { policy: signInEveryTimePolicy(), url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    jwks: { keys: [{ ...signingKey, use: 'sig', alg: 'RS256', kid: randomBytes(8).toString('hex') }] },
  });
  const clientOrigins = [...new Set(env.IDP_REDIRECT_URIS.map((uri) => new URL(uri).origin))];
  const signIn = new SignInInteraction(provider, accounts, clientOrigins);
  const providerHandler = provider.callback();
  const server = createServer(async (req, res) => {
    try {
      if (!(await signIn.handle(req, res))) await providerHandler(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  return { server, provider };
}
