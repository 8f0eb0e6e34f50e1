import type { EntityManager } from 'typeorm';

export interface OutboxEvent {
  eventId: string;
  name: string;
  data: unknown;
}

/** Events written with the decision that causes them, deleted once published. */
export class OutboxRepository {
  constructor(private readonly db: EntityManager) {}

  async add(event: OutboxEvent): Promise<void> {
    await this.db.query('INSERT INTO moderation.outbox (event_id, name, data) VALUES ($1, $2, $3)', [
      event.eventId,
      event.name,
      JSON.stringify(event.data),
    ]);
  }

  /** Events left over (their publisher failed or stopped) older than `olderThanMs`, oldest first. */
  async leftOver(olderThanMs: number, limit: number): Promise<OutboxEvent[]> {
    return this.db.query(
      `SELECT event_id AS "eventId", name, data FROM moderation.outbox
       WHERE created_at < now() - make_interval(secs => $1 / 1000.0) ORDER BY created_at LIMIT $2`,
      [olderThanMs, limit],
    );
  }

  async remove(eventId: string): Promise<void> {
    await this.db.query('DELETE FROM moderation.outbox WHERE event_id = $1', [eventId]);
  }
}
