import type { OidcProfile } from '@sorsi/proto';
import type { IDToken } from 'openid-client';
import { z } from 'zod';

const OptionalText = z.string().trim().min(1).max(100).optional().catch(undefined);

/** What the gateway reads from the ID token (Google and the development provider both put these there). */
const IdTokenClaimsSchema = z.object({
  iss: z.string().min(1),
  sub: z.string().min(1),
  email: z.email().optional().catch(undefined),
  email_verified: z.boolean().optional().catch(undefined),
  given_name: OptionalText,
  family_name: OptionalText,
  picture: z
    .url({ protocol: /^https?$/ })
    .optional()
    .catch(undefined),
});

/**
 * The profile the auth service signs in with. The email counts only when the provider vouches
 * for it (email_verified), since admin rights follow from the email.
 */
export function oidcProfileFromClaims(claims: IDToken): OidcProfile {
  const parsed = IdTokenClaimsSchema.parse(claims);
  return {
    issuer: parsed.iss,
    subject: parsed.sub,
    email: parsed.email && parsed.email_verified === true ? parsed.email : null,
    firstName: parsed.given_name ?? null,
    lastName: parsed.family_name ?? null,
    profileImageUrl: parsed.picture ?? null,
  };
}
