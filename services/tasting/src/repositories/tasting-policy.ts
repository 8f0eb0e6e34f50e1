// Who may see a tasting, written once as SQL every read of the tasting service applies (single reads,
// lists, search, photos): docs/architecture.md, "Who may see and change what". `viewer` is a bound
// parameter holding the viewer's id, or NULL for someone signed out; `t` names the tasting row.

/** Neither the viewer nor the tasting's owner has blocked the other (projection of social's blocks). */
const notBlockedBetween = (viewer: string, t: string): string =>
  `NOT EXISTS (SELECT 1 FROM tasting.blocks b WHERE b.active
     AND ((b.blocker_id = ${viewer} AND b.blocked_id = ${t}.user_id)
       OR (b.blocker_id = ${t}.user_id AND b.blocked_id = ${viewer})))`;

/** The owner has not deactivated their account (projection of auth's activation events). */
const ownerActive = (t: string): string =>
  `NOT EXISTS (SELECT 1 FROM tasting.activations a WHERE a.user_id = ${t}.user_id AND a.deactivated)`;

/** Someone other than the owner may see it: public, passed the check, owner active, no block either way. */
export const othersMaySee = (viewer: string, t = 't'): string =>
  `(${t}.visibility = 'public' AND ${t}.moderation_state = 'published' AND ${ownerActive(t)} AND ${notBlockedBetween(viewer, t)})`;

/** The viewer may see it: their own, or one others may see. */
export const viewerMaySee = (viewer: string, t = 't'): string =>
  `(${t}.user_id = ${viewer} OR ${othersMaySee(viewer, t)})`;
