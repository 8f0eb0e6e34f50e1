import { DataSource, MigrationExecutor, type MigrationInterface } from 'typeorm';
import type { Logger } from '../logging';

/** A migration class: hand-written SQL, the class name ends with a 13-digit timestamp (TypeORM's ordering key). */
export type MigrationClass = new () => MigrationInterface;
/** An entity class registered with the data source. */
export type EntityClass = abstract new (...args: never[]) => object;

/** What a service declares about its own data: the schema it owns and how to build it. */
export interface DatabaseSpec {
  /** The Postgres schema the service owns (`auth`, `tasting`, ...); its tables and its migrations table live there. */
  readonly schema: string;
  readonly entities: readonly EntityClass[];
  readonly migrations: readonly MigrationClass[];
}

export interface DataSourceOptions extends DatabaseSpec {
  /** `postgres://user@host:port/database`: each service reads its own, so a schema can move to its own database. */
  readonly url: string;
  /** Shown in `pg_stat_activity`, so an operator sees which service holds which connection. */
  readonly applicationName?: string;
  readonly poolSize?: number;
  /** Told which migrations ran at start-up, if any. */
  readonly logger?: Logger;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Opens a TypeORM data source on the service's schema and brings that schema up to date: the schema is
 * created when missing and pending migrations run, all under an advisory lock so replicas starting at
 * the same time migrate once. Never `synchronize`: the database changes only through migrations.
 */
export async function createDataSource(options: DataSourceOptions): Promise<DataSource> {
  if (!SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  const dataSource = new DataSource({
    type: 'postgres',
    url: options.url,
    schema: options.schema,
    entities: [...options.entities],
    migrations: [...options.migrations],
    migrationsTableName: 'migrations',
    migrationsRun: false,
    synchronize: false,
    // Extensions are the migrations' business (gen_random_uuid() is built in since Postgres 13).
    installExtensions: false,
    applicationName: options.applicationName,
    poolSize: options.poolSize,
    connectTimeoutMS: 5_000,
    // Quiet unless DEBUG=typeorm:* (failures surface as the errors they throw).
    logger: 'debug',
    // Unqualified names in hand-written SQL resolve in the service's own schema, and nowhere else. Queries
    // are short (OLTP): starting parallel workers costs more than it saves, and takes cores from requests.
    extra: { options: `-c search_path=${options.schema} -c max_parallel_workers_per_gather=0` },
  });
  await dataSource.initialize();
  try {
    const applied = await migrateSchema(dataSource, options.schema);
    if (applied.length > 0) options.logger?.info({ schema: options.schema, applied }, 'migrations applied');
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

/**
 * Creates the schema if missing and runs the pending migrations in one transaction (Postgres DDL is
 * transactional: a failing migration leaves nothing behind), serialised across processes by a lock
 * that the transaction's end releases.
 */
async function migrateSchema(dataSource: DataSource, schema: string): Promise<string[]> {
  const queryRunner = dataSource.createQueryRunner('master');
  await queryRunner.startTransaction();
  try {
    await queryRunner.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`sorsi.migrations.${schema}`]);
    await queryRunner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const executor = new MigrationExecutor(dataSource, queryRunner);
    executor.transaction = 'all'; // joins the transaction opened above
    const applied = await executor.executePendingMigrations();
    await queryRunner.commitTransaction();
    return applied.map((migration) => migration.name);
  } catch (error) {
    await queryRunner.rollbackTransaction();
    throw error;
  } finally {
    await queryRunner.release();
  }
}
