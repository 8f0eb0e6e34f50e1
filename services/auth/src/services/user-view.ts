import type { User } from '@sorsi/proto';
import type { UserEntity } from '../entities/user.entity';

/** The user as the gateway and the web see them. */
export function toUser(user: UserEntity): User {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    bio: user.bio,
    isAdmin: user.isAdmin,
    needsTos: user.tosAcceptedAt === null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
