import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbKind } from '../test/harness';
import { startServerProcess } from '../test/server-process';

const LIMIT = 5;

/** Starts `main.ts` as a real process with two workers; resolves with its base URL once it listens. */
const startCluster = (dataDir: string) =>
  startServerProcess({ GATEHOUSE_WORKERS: '2', GATEHOUSE_DATA_DIR: dataDir, GATEHOUSE_IP_LOGIN_ATTEMPTS_PER_MINUTE: String(LIMIT) });

// One SQLite file shared by worker processes is what this checks; the PostgreSQL pass adds nothing.
describe.skipIf(testDbKind() === 'postgres')('several workers (GATEHOUSE_WORKERS=2)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-cluster-'));
  let server: Awaited<ReturnType<typeof startCluster>>;

  beforeAll(async () => {
    server = await startCluster(dataDir);
  });
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await new Promise((r) => server?.child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs up, activates and refreshes against one database from both workers', async () => {
    const email = `cluster-${Date.now()}@example.com`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${server.url}/identity/resources${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:5173', connection: 'close', ...headers },
        body: JSON.stringify(body),
      });
    const signUp = await post('/users/v1/signUp', { email, password: 'correct horse battery staple', companyName: 'Acme' });
    expect(signUp.status).toBe(200);
    const { userId } = (await signUp.json()) as { userId: string };
    const mails = (await (await fetch(`${server.url}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as { links: string[] }[];
    const token = new URL(mails[0]!.links[0]!).searchParams.get('token');
    const activated = await post('/users/v1/activate', { userId, token });
    expect(activated.status).toBe(200);
    let cookie = activated.headers.getSetCookie()[0]!.split(';')[0]!;
    for (let i = 0; i < 10; i++) {
      const res = await post('/auth/v1/user/token/refresh', {}, { cookie });
      expect(res.status).toBe(200);
      cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;
    }
  });

  it('keeps the per-IP credential limit across workers instead of multiplying it', async () => {
    // The sign-up test before this one used two credential checks (sign-up, activation).
    const left = LIMIT - 2;
    const statuses: number[] = [];
    // Fresh connections each time, so the kernel's round robin hands them to both workers.
    for (let i = 0; i < LIMIT * 3; i++) {
      const res = await fetch(`${server.url}/identity/resources/auth/v1/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong password here' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(left);
    expect(statuses.filter((s) => s === 429)).toHaveLength(LIMIT * 3 - left);
  });

  it('replaces a worker that dies, and keeps answering', async () => {
    // The primary's worker processes (its other children, such as a compiler service, run other commands).
    const workers = () => execSync(`pgrep -P ${server.child.pid} -f main.ts`).toString().trim().split('\n').map(Number);
    const [victim] = workers();
    process.kill(victim!, 'SIGKILL');
    for (let i = 0; i < 100 && !server.output().includes('starting another'); i++) await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toContain('server worker exited; starting another');
    for (let i = 0; i < 100 && workers().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    expect(workers()).toHaveLength(2);
    expect(workers()).not.toContain(victim);
    for (let i = 0; i < 6; i++) expect((await fetch(`${server.url}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
  });
});
