import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
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
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
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

/** Runs every pending migration; throws with the failing migration's name. */
export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({ db: db.kysely, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed: ${(error as Error).message}`);
  }
}
