/**
 * The two tables of the event convention, created by each service's own migration in its own schema
 * (the kit writes the SQL, the service's migration runs it). A table once shipped changes only through
 * a new migration, never by editing these statements.
 */

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkedSchema(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return schema;
}

/**
 * `<schema>.outbox`: the events a service has committed to publish, written in the transaction of the
 * change they announce and deleted once a publish succeeded. `position` orders them as they were
 * staged; `event_id` is the queue job id of every subscriber's copy, so a resend is the same job.
 */
export function outboxTableStatements(schema: string): string[] {
  const s = checkedSchema(schema);
  return [
    `CREATE TABLE ${s}.outbox (
       position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
       event_id text NOT NULL UNIQUE,
       name text NOT NULL,
       data jsonb NOT NULL,
       correlation_id text NOT NULL,
       created_at timestamptz NOT NULL DEFAULT now()
     )`,
    `CREATE INDEX outbox_created_idx ON ${s}.outbox (created_at)`,
  ];
}

/**
 * `<schema>.event_versions`: for every subject a projection has heard of (a person, a tasting, a like),
 * the version of the last event applied to it (`at`, then its event id breaking ties) and whether it is
 * present or deleted: a deleted one is a tombstone. Subjects and event ids are kept as SHA-256 hashes
 * (see `sha256Sql`), so the table keeps no readable id of anyone, an erased person's tombstone
 * included (`user-deleted-<id>` names them). `at` is 'infinity' for a final deletion (an erased
 * account), which nothing can follow.
 */
export function eventVersionsTableStatements(schema: string): string[] {
  const s = checkedSchema(schema);
  return [
    `CREATE TABLE ${s}.event_versions (
       subject_hash bytea PRIMARY KEY,
       present boolean NOT NULL,
       at timestamptz NOT NULL,
       event_hash bytea NOT NULL,
       recorded_at timestamptz NOT NULL DEFAULT now()
     )`,
    // What pruning reads: tombstones that may go (final ones stay).
    `CREATE INDEX event_versions_tombstones_idx ON ${s}.event_versions (at)
       WHERE NOT present AND at < 'infinity'`,
  ];
}

/**
 * The SQL of the SHA-256 of a text expression: how `event_versions` keys subjects (and keeps event
 * ids), and what a service's own SQL must use to find a subject there (a view asking whether a fact is
 * present).
 */
export const sha256Sql = (textExpression: string): string => `sha256(convert_to(${textExpression}, 'UTF8'))`;

export const dropOutboxTableStatement = (schema: string): string => `DROP TABLE ${checkedSchema(schema)}.outbox`;
export const dropEventVersionsTableStatement = (schema: string): string =>
  `DROP TABLE ${checkedSchema(schema)}.event_versions`;
