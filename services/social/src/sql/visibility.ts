// What a viewer may see, as SQL conditions every read of the social service applies (README,
// "Visibility rules"). `viewer` is a bound parameter such as '$1'; aliases name the rows in the query.

/** Neither of the two people has blocked the other. */
export const notBlockedBetween = (viewer: string, personId: string): string =>
  `NOT EXISTS (SELECT 1 FROM social.blocks b
     WHERE (b.blocker_id = ${viewer} AND b.blocked_id = ${personId})
        OR (b.blocker_id = ${personId} AND b.blocked_id = ${viewer}))`;

/** Person row `person` is someone the viewer may see: active, no block either way. */
export const personVisibleTo = (viewer: string, person = 'p'): string =>
  `NOT ${person}.deactivated AND ${notBlockedBetween(viewer, `${person}.id`)}`;

/** The viewer follows the author of the row whose author id is `authorId`. */
export const viewerFollows = (viewer: string, authorId: string): string =>
  `EXISTS (SELECT 1 FROM social.follows f WHERE f.follower_id = ${viewer} AND f.followee_id = ${authorId})`;

/**
 * Experience row `e` with author row `a` is one the viewer may see: not removed, author active, and
 * either the viewer's own (held ones too) or published, not blocked either way, and public or by
 * someone the viewer follows.
 */
export const experienceVisibleTo = (viewer: string, e = 'e', a = 'a'): string =>
  `${e}.moderation_state <> 'removed' AND NOT ${a}.deactivated AND (
     ${e}.user_id = ${viewer} OR (
       ${e}.moderation_state = 'published'
       AND ${notBlockedBetween(viewer, `${e}.user_id`)}
       AND (${e}.visibility = 'public' OR ${viewerFollows(viewer, `${e}.user_id`)})))`;

/**
 * Comment row `c` with author row `ca` is one the viewer may see (on a post they may see): not removed,
 * author active, the viewer's own (held too) or published and not blocked either way.
 */
export const commentVisibleTo = (viewer: string, c = 'c', ca = 'ca'): string =>
  `${c}.moderation_state <> 'removed' AND NOT ${ca}.deactivated AND (
     ${c}.user_id = ${viewer} OR (${c}.moderation_state = 'published' AND ${notBlockedBetween(viewer, `${c}.user_id`)}))`;
