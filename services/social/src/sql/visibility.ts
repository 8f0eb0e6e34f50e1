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
 * Comment row `c` with author row `ca`, on a post by `postAuthor` (an id expression), is one the viewer may
 * see (on a post they may see): not removed, author active, not blocked either way with the post's author
 * (a block takes the blocked person's comments off the blocker's posts for everyone), and the viewer's own
 * (held too) or published and not blocked either way with the viewer.
 */
export const commentVisibleTo = (viewer: string, postAuthor: string, c = 'c', ca = 'ca'): string =>
  `${c}.moderation_state <> 'removed' AND NOT ${ca}.deactivated AND ${notBlockedBetween(postAuthor, `${c}.user_id`)} AND (
     ${c}.user_id = ${viewer} OR (${c}.moderation_state = 'published' AND ${notBlockedBetween(viewer, `${c}.user_id`)}))`;

/**
 * Tasting row `t` of social's projection, with owner row `a`, is one the viewer may see: their own, or
 * public, passed the moderation check, owner active and not blocked either way (the tasting service's
 * own policy, over the same facts).
 */
export const tastingVisibleTo = (viewer: string, t = 't', a = 'a'): string =>
  `(${t}.user_id = ${viewer} OR (${t}.visibility = 'public' AND ${t}.moderation_state = 'published'
     AND NOT ${a}.deactivated AND ${notBlockedBetween(viewer, `${t}.user_id`)}))`;

/** The people blocked either way with the viewer: a small set, read once per query. */
const blockedWith = (viewer: string): string =>
  `(SELECT b.blocked_id FROM social.blocks b WHERE b.blocker_id = ${viewer}
    UNION ALL SELECT b.blocker_id FROM social.blocks b WHERE b.blocked_id = ${viewer})`;

/**
 * A post's like count as the viewer's list of likers shows it: the stored count keeps active likers only
 * (triggers), and the likes of people blocked with this viewer are taken off here.
 */
export const likeCountFor = (viewer: string, e = 'e'): string =>
  `(${e}.like_count - (SELECT count(*) FROM social.likes hl JOIN social.people hp ON hp.id = hl.user_id
     WHERE hl.experience_id = ${e}.id AND NOT hp.deactivated AND hl.user_id IN ${blockedWith(viewer)}))::int`;

/**
 * A person's followers or following count as the viewer's list shows it: the stored counts keep active
 * people only (triggers), and people blocked with this viewer are taken off here.
 */
export const followCountFor = (viewer: string, side: 'followers' | 'following', p = 'p'): string => {
  const [listed, anchor] = side === 'followers' ? ['follower_id', 'followee_id'] : ['followee_id', 'follower_id'];
  return `(${p}.${side}_count - (SELECT count(*) FROM social.follows hf JOIN social.people hp ON hp.id = hf.${listed}
     WHERE hf.${anchor} = ${p}.id AND NOT hp.deactivated AND hf.${listed} IN ${blockedWith(viewer)}))::int`;
};
