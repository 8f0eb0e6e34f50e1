import { z } from 'zod';

/**
 * The Redis pub/sub channel on which every change to a session or to a person's rights is announced, by
 * whoever makes the change and atomically with it (in the same MULTI or script): sessions by the gateway,
 * rights by the auth service, with every write of the person's snapshot. Today every gateway replica
 * reads sessions and snapshots from Redis on each request, so nothing depends on the messages yet; a
 * replica that caches either must apply each message as it arrives (within 2 s) and drop its whole cache
 * whenever it loses the channel, since pub/sub does not replay what a disconnected subscriber missed.
 */
export const sessionChangesChannel = (prefix: string): string => `${prefix}:session-changes`;

export const SessionChangeSchema = z.discriminatedUnion('kind', [
  /**
   * One session started or ended (`sessionId` as the session store keys it). 'ended': by its person's
   * deactivation or deletion, or found on a request to belong to someone gone.
   */
  z.object({
    kind: z.literal('session'),
    sessionId: z.string().min(1),
    userId: z.uuid(),
    change: z.enum(['signed-in', 'signed-out', 'expired', 'ended']),
  }),
  /**
   * The person's current record changed: whatever a replica remembers of their rights (admin, terms,
   * active) is stale. After 'deactivated' or 'deleted' every session of theirs is refused.
   */
  z.object({
    kind: z.literal('user'),
    userId: z.uuid(),
    change: z.enum(['signed-in', 'profile', 'terms', 'admin', 'deactivated', 'deleted']),
  }),
]);
export type SessionChange = z.infer<typeof SessionChangeSchema>;
