import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '@gatehouse/server';
import pg from 'pg';
import { benchSettings } from './bench-settings';
import { createUsers } from './create-users';
import { signIn } from './sign-in';
import { startServer } from './start-server';

/** Median and 95th percentile of one kind of users-table request, in milliseconds. */
export interface TableTiming {
  name: string;
  query: string;
  medianMs: number;
  p95Ms: number;
}

const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;

/**
 * The admin users table at `members` members of one tenant: members are written straight into the
 * database in batches (fast), then the list is read through HTTP with one request in flight —
 * first page, a page deep in the list, a page sorted by name, an email-prefix search — and each
 * request's time is taken at the client over loopback (an upper bound of the server's time).
 */
export async function measureUsersTable(kind: 'sqlite' | 'postgres', members: number, samples: number): Promise<TableTiming[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-bench-users-'));
  const pgName = `gh_bench_users_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pgName}`);
    await admin.end();
    databaseUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${pgName}`);
  }
  const previous = process.env.BENCH_DATA_DIR;
  process.env.BENCH_DATA_DIR = dataDir;
  const server = await startServer({ config: databaseUrl ? { databaseUrl } : {} });
  process.env.BENCH_DATA_DIR = previous;
  try {
    const [owner] = await createUsers(server.url, 1);
    const session = await signIn(server.url, owner!);
    const tenantId = JSON.parse(Buffer.from(session.accessToken.split('.')[1]!, 'base64url').toString()).tenantId as string;

    const db = openDatabase({ dataDir, databaseUrl, sqliteSynchronous: 'NORMAL' });
    try {
      const start = Date.parse('2024-01-01T00:00:00Z');
      const batch = 1000;
      for (let from = 0; from < members; from += batch) {
        const rows = Array.from({ length: Math.min(batch, members - from) }, (_, k) => {
          const i = from + k;
          const at = new Date(start + i * 60_000).toISOString();
          return { i, at, id: `bench-member-${String(i).padStart(6, '0')}` };
        });
        await db.kysely.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values(
              rows.map(({ i, at, id }) => ({
                id,
                vendor_id: 'default',
                email: `member-${i}@bench-${i % 97}.example.com`,
                name: `Member ${(i * 7919) % members}`,
                password_hash: null,
                verified: i % 2,
                phone_number: null,
                profile_picture_url: null,
                metadata: '{}',
                provider: 'local',
                disabled: 0,
                failed_logins: 0,
                locked_until: null,
                failed_mfa: 0,
                mfa_locked_until: null,
                last_login: null,
                active_tenant_id: tenantId,
                created_at: at,
                updated_at: at,
              })),
            )
            .execute();
          await trx
            .insertInto('memberships')
            .values(rows.map(({ at, id }) => ({ user_id: id, tenant_id: tenantId, activated: 1, created_at: at })))
            .execute();
        });
      }
      // After a bulk load PostgreSQL's statistics and visibility map are those of an empty table until
      // autovacuum comes by; run what it would do, so plans and index-only scans are those of a settled database.
      if (databaseUrl) {
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        await c.query('VACUUM ANALYZE memberships, users, tenant_member_counts');
        await c.end();
      }
    } finally {
      await db.close();
    }

    const lastPage = Math.floor(members / 20 / 2);
    const cases = [
      { name: 'first page', query: '_limit=20&_offset=0' },
      { name: `page ${lastPage} (row ${lastPage * 20})`, query: `_limit=20&_offset=${lastPage}` },
      { name: 'sorted by name, page 100', query: '_limit=20&_offset=100&_sortBy=name&_order=ASC' },
      { name: 'email-prefix search', query: '_limit=20&_offset=0&_email=member-4217' },
    ];
    const out: TableTiming[] = [];
    for (const c of cases) {
      const times: number[] = [];
      for (let i = 0; i < samples + 5; i++) {
        const t0 = performance.now();
        const url = `${server.url}/identity/resources/users/v3?${c.query}`;
        const headers = { authorization: `Bearer ${session.accessToken}` };
        // A kept-alive socket idle through the seeding was closed by the server: the warm-up retries once.
        const res = await fetch(url, { headers }).catch((e) => (i < 5 ? fetch(url, { headers }) : Promise.reject(e)));
        const body = (await res.json()) as { items?: unknown[]; _metadata?: { totalItems: number } };
        if (res.status !== 200 || !body.items?.length) throw new Error(`${c.name}: ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
        if (i >= 5) times.push(performance.now() - t0); // the first few warm the statement caches
      }
      out.push({ name: c.name, query: c.query, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) });
    }
    return out;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (kind === 'postgres') {
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${pgName} WITH (FORCE)`);
      await admin.end();
    }
  }
}

// Run alone: `node --conditions=@gatehouse/source --import tsx measure-users-table.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const kind of ['sqlite', 'postgres'] as const) {
    const started = performance.now();
    const timings = await measureUsersTable(kind, benchSettings.usersTable.members, benchSettings.usersTable.samples);
    console.log(`${kind} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    for (const t of timings) console.log(`  ${t.name.padEnd(28)} median ${t.medianMs.toFixed(2)} ms  p95 ${t.p95Ms.toFixed(2)} ms`);
  }
}
