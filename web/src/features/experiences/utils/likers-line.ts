import { displayNameOf, type Engagement, LIKERS_NAMED } from '@sorsi/proto';

// Spec social-and-discovery §2, §9: "The likers line names up to 3 users then 'N others'; a likers
// dialog link shows only when there are more than 3 likes."

/** 'Liked by Ana', 'Liked by Ana and Ben', 'Liked by Ana, Ben and Cleo', 'Liked by Ana, Ben, Cleo and 4 others'. */
export function likersLine({ likeCount, recentLikers }: Pick<Engagement, 'likeCount' | 'recentLikers'>): string | null {
  if (likeCount <= 0) return null;
  const names = recentLikers.slice(0, LIKERS_NAMED).map((liker) => displayNameOf(liker));
  const others = likeCount - names.length;
  if (names.length === 0) return `${likeCount} ${likeCount === 1 ? 'like' : 'likes'}`;
  if (others > 0) return `Liked by ${names.join(', ')} and ${others} ${others === 1 ? 'other' : 'others'}`;
  if (names.length === 1) return `Liked by ${names[0]}`;
  return `Liked by ${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The likers dialog is offered only above 3 likes. */
export const showsLikersLink = (likeCount: number): boolean => likeCount > LIKERS_NAMED;
