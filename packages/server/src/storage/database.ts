import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, type MigrationProvider, type MigrationResultSet } from 'kysely';
import pg from 'pg';
import type { Config } from '../config/config-schema';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/** An open database and which engine it is. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  close(): Promise<void>;
}

/**
 * Kysely's SQLite adapter says SQLite has no transactional DDL (it has), so its Migrator runs each
 * migration statement by statement: a process killed during the first start left half a schema and
 * every later start failed with "table … already exists". Declaring it makes every migration commit
 * whole, with its kysely_migration row, or not at all (found by test/gates/crash.gate.test.ts).
 */
class TransactionalDdlSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}
class TransactionalDdlSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new TransactionalDdlSqliteAdapter();
  }
}

/** True when the URL names a PostgreSQL database. */
export const isPostgresUrl = (url: string | undefined): url is string => !!url && /^postgres(ql)?:\/\//.test(url);

/** Opens SQLite under dataDir (WAL) or PostgreSQL when databaseUrl is a postgres URL. */
export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'sqliteSynchronous'>): Db {
  if (isPostgresUrl(config.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that dies (server restart, admin termination) is replaced by the pool;
    // without a listener its 'error' event would crash the process.
    pool.on('error', () => undefined);
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() };
  }
  const url = config.databaseUrl as string | undefined;
  const file = url?.startsWith('file:') ? url.slice(5) : join(config.dataDir, 'gatehouse.db');
  if (file !== ':memory:') mkdirSync(join(file, '..'), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${config.sqliteSynchronous}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database: withStatementCache(sqlite) }) });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/**
 * Kysely prepares every query it runs, and better-sqlite3 compiles SQL on each prepare: keeping
 * the compiled statements (keyed by SQL text, oldest dropped past `max`) removes that cost from
 * every request. Safe because Kysely only calls all()/run() here, never a stateful iterate().
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      // Every transaction here writes: taking the write lock up front lets a second process
      // wait for it (busy_timeout) instead of failing when a read lock cannot be upgraded.
      if (sql === 'begin') sql = 'begin immediate';
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= max) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Throws with the failing migration's name when a run failed. */
function throwIfFailed({ error, results }: MigrationResultSet): void {
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(error as Error).message}`);
  }
}

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<void> {
  throwIfFailed(await new Migrator({ db: db.kysely, provider }).migrateToLatest());
}

/**
 * Runs the pending migrations up to and including `migrationName` (a key of migrations/index.ts):
 * for tests that write rows the way an older release did, then migrate the rest.
 */
export async function migrateTo(db: Db, migrationName: string): Promise<void> {
  if (!(migrationName in migrations)) throw new Error(`Unknown migration ${migrationName}`);
  throwIfFailed(await new Migrator({ db: db.kysely, provider }).migrateTo(migrationName));
}
