import { z } from 'zod';
import { UsernameSchema } from './auth';

// People as other people see them (social-and-discovery §3 "User", "User profile", "User list/search
// item", "Follow status", "Block status"). Never an email: only the person themselves sees theirs.

/** Who wrote a post or comment, who liked, who followed: public fields only. */
export const PersonSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type Person = z.infer<typeof PersonSchema>;

/**
 * A row of followers / following lists and of user search (§3 "User list/search item"). `isFollowing`
 * is the viewer's follow status, in the same reply, so a list needs no call per row (false for oneself).
 */
export const UserListItemSchema = PersonSchema.extend({
  followersCount: z.number().int().min(0),
  followingCount: z.number().int().min(0),
  isFollowing: z.boolean(),
});
export type UserListItem = z.infer<typeof UserListItemSchema>;

/**
 * `GET /api/profile/{username}` (§3 "User profile"). Counts are what the viewer may see: another
 * person's public tastings and the experiences visible to the viewer; one's own, all of them.
 * `isBlocked`: the viewer has blocked this person (their journey is then hidden from the viewer).
 */
export const UserProfileSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  tastingsCount: z.number().int().min(0),
  experiencesCount: z.number().int().min(0),
  followingCount: z.number().int().min(0),
  followersCount: z.number().int().min(0),
  isFollowing: z.boolean(),
  isBlocked: z.boolean(),
  isSelf: z.boolean(),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const FollowStatusSchema = z.object({ isFollowing: z.boolean() });
export type FollowStatus = z.infer<typeof FollowStatusSchema>;
export const BlockStatusSchema = z.object({ isBlocked: z.boolean() });
export type BlockStatus = z.infer<typeof BlockStatusSchema>;

/**
 * A person named in a path (`/api/follow/{userId or username}`): a user id, or a username (with or
 * without the '@' people type).
 */
export const PersonRefSchema = z.union([z.object({ userId: z.uuid() }), z.object({ username: UsernameSchema })]);
export type PersonRef = z.infer<typeof PersonRefSchema>;

/** `{userId or username}` of a path, as the person reference it names; null when it is neither. */
export function personRefOf(segment: string): PersonRef | null {
  const text = decodeURIComponent(segment).trim().replace(/^@/, '');
  if (z.uuid().safeParse(text).success) return { userId: text.toLowerCase() };
  const username = UsernameSchema.safeParse(text.toLowerCase());
  return username.success ? { username: username.data } : null;
}
