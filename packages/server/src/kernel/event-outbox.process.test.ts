import { authApi } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStorage, testDbKind, type TestStorage } from '../../test/harness';
import { startServerProcess, type ServerProcess } from '../../test/server-process';
import { loadConfig } from '../config/load-config';
import { openDatabase, type Db } from '../storage/database';

// Issue 15 must-show 5: an event survives a kill -9 between its emit and its asynchronous delivery,
// and after the restart two server processes on one database deliver it, and every later event,
// exactly once to the subscriber's cursor (here the log stream, `eventLogStream`).

const kind = testDbKind();
const MASTER_KEY = 'event-outbox-master-key-0123456789abcdef';

const env = (storage: TestStorage, intervalMs: number): Record<string, string> => ({
  GATEHOUSE_DATA_DIR: storage.dataDir,
  ...(storage.databaseUrl ? { DATABASE_URL: storage.databaseUrl } : {}),
  GATEHOUSE_MASTER_KEY: MASTER_KEY,
  GATEHOUSE_EVENT_LOG_STREAM: 'true',
  GATEHOUSE_EVENT_DISPATCH_INTERVAL_MS: String(intervalMs),
  GATEHOUSE_IP_LOGIN_ATTEMPTS_PER_MINUTE: '100000',
  GATEHOUSE_ARGON2_MEMORY_KIB: '8192',
  GATEHOUSE_ARGON2_ITERATIONS: '1',
});

/** The ids of the events a process wrote to its log stream. */
const streamed = (server: ServerProcess): string[] =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; event?: { id: string } })
    .filter((line) => line.msg === 'event')
    .map((line) => line.event!.id);

/** One refused sign-in: an `auth.login.failed` event. */
const failSignIn = async (server: ServerProcess, i: number) => {
  const res = await fetch(`${server.url}${authApi.login.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:5173' },
    body: JSON.stringify({ email: `nobody-${i}@example.com`, password: 'not the password' }),
  });
  expect(res.status).toBe(401);
};

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe(`event outbox across a kill -9 and two processes [${kind}]`, () => {
  let storage: TestStorage;
  let db: Db;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    storage = await createTestStorage();
  });
  afterAll(async () => {
    for (const s of servers) await s.stop();
    await db?.close();
    await storage.dispose();
  });

  it('delivers what a killed process emitted, and everything after, once per cursor', async () => {
    // A dispatcher that would look only in an hour: the events are emitted and committed, not delivered.
    const first = await startServerProcess(env(storage, 3_600_000));
    servers.push(first);
    for (let i = 0; i < 3; i++) await failSignIn(first, i);
    db = openDatabase(loadConfig({}, { dataDir: storage.dataDir, databaseUrl: storage.databaseUrl }));
    const emitted = async () => (await db.kysely.selectFrom('event_outbox').select('id').orderBy('seq').execute()).map((r) => r.id);
    expect(await emitted()).toHaveLength(3);
    expect(streamed(first)).toEqual([]);
    first.child.kill('SIGKILL');
    await first.stop();

    const [second, third] = await Promise.all([startServerProcess(env(storage, 100)), startServerProcess(env(storage, 100))]);
    servers.push(second!, third!);
    await until(() => streamed(second!).length + streamed(third!).length >= 3, 'the killed process’s events');
    // More events, through both processes at once.
    await Promise.all(Array.from({ length: 20 }, (_, i) => failSignIn(i % 2 ? second! : third!, 100 + i)));
    const all = await emitted();
    expect(all).toHaveLength(23);
    await until(() => streamed(second!).length + streamed(third!).length >= 23, 'every event');
    // Another pass or two: nothing is given twice.
    await new Promise((r) => setTimeout(r, 500));
    const delivered = [...streamed(second!), ...streamed(third!)];
    expect(delivered.sort()).toEqual([...all].sort());
    const cursor = await db.kysely.selectFrom('event_cursors').selectAll().where('subscriber', '=', 'log-stream').executeTakeFirstOrThrow();
    expect(Number(cursor.delivered)).toBe(23);
  }, 120_000);
});
