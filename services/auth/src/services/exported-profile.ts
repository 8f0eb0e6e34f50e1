import type { ExportedProfile } from '@sorsi/proto';
import type { UserEntity } from '../entities/user.entity';

/** The account record as the person's data export carries it: everything kept about them here. */
export function toExportedProfile(user: UserEntity): ExportedProfile {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    bio: user.bio,
    profileImageUrl: user.profileImageUrl,
    isAdmin: user.isAdmin,
    termsAcceptedAt: user.tosAcceptedAt?.toISOString() ?? null,
    signIn: { issuer: user.oidcIssuer, subject: user.oidcSubject },
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
