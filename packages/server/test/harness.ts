import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config/load-config';
import type { Config } from '../src/config/config-schema';
import { createDeps, type Deps } from '../src/deps';
import type { SignInObserver } from '../src/features/sign-in/index';
import { createVendorCredential } from '../src/features/vendor-auth/vendor-credentials.store';
import { manualClock } from '../src/kernel/clock';
import { openDatabase } from '../src/storage/database';
import { createHarnessCapture } from './gates/harness-capture';

/** Which database the suite runs on: `GATEHOUSE_TEST_DB=postgres` switches every test file. */
export const testDbKind = (): 'sqlite' | 'postgres' => (process.env.GATEHOUSE_TEST_DB === 'postgres' ? 'postgres' : 'sqlite');

const PG_ADMIN = process.env.GATEHOUSE_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Creates a fresh, empty PostgreSQL database and returns its URL and a drop function. */
async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `gh_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = PG_ADMIN.replace(/\/[^/]*$/, `/${name}`);
  return {
    url,
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * Storage that outlives one server (restart tests): a data dir and, on PostgreSQL, a database.
 * Servers given it leave it in place on close; `dispose()` removes it.
 */
export interface TestStorage {
  dataDir: string;
  databaseUrl?: string;
  dispose(): Promise<void>;
}

/** Creates a data dir (and a fresh PostgreSQL database when the suite runs on PostgreSQL). */
export async function createTestStorage(kind: 'sqlite' | 'postgres' = testDbKind()): Promise<TestStorage> {
  const dataDir = mkdtempSync(join(tmpdir(), 'gatehouse-test-'));
  const pgdb = kind === 'postgres' ? await freshPostgres() : undefined;
  return {
    dataDir,
    databaseUrl: pgdb?.url,
    async dispose() {
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server wired in-process, with helpers to call it as a browser would. */
export interface TestServer {
  deps: Deps;
  config: Config;
  clock: ReturnType<typeof manualClock>;
  /** Calls the app in-process; JSON bodies are serialised; an Origin of the demo app is sent. */
  request(
    method: string,
    path: string,
    init?: { body?: unknown; rawBody?: string; headers?: Record<string, string>; token?: string; cookie?: string },
  ): Promise<Response>;
  /** Mails in the dev outbox, newest first. */
  mails(to?: string): Promise<{ id: string; to: string; subject: string; kind: string; text: string; html: string; links: string[] }[]>;
  close(): Promise<void>;
}

/** The one way tests stand a server up: `createTestServer({ db: 'sqlite' | 'postgres' })`. */
export async function createTestServer(
  options: { db?: 'sqlite' | 'postgres'; config?: Record<string, unknown>; storage?: TestStorage; observeSignIn?: SignInObserver } = {},
): Promise<TestServer> {
  const kind = options.db ?? testDbKind();
  const shared = options.storage;
  const dir = shared?.dataDir ?? mkdtempSync(join(tmpdir(), 'gatehouse-test-'));
  const pgdb = !shared && kind === 'postgres' ? await freshPostgres() : undefined;
  const config = loadConfig(
    {},
    {
      nodeEnv: 'test',
      dataDir: dir,
      databaseUrl: shared ? shared.databaseUrl : pgdb?.url,
      logLevel: 'silent',
      masterKey: 'test-master-key-test-master-key-0123456789',
      // Cheaper argon2 keeps the suite fast; the bench measures the production parameters.
      argon2MemoryKib: 8192,
      argon2Iterations: 1,
      ipLoginAttemptsPerMinute: 10_000,
      ...options.config,
    },
  );
  const clock = manualClock(Date.now());
  // Silent, except in a capture run of the secrets gate (GATEHOUSE_CAPTURE_DIR), which also records URLs and secrets.
  const capture = createHarnessCapture(config);
  const deps = await createDeps(config, { clock, log: capture.log, db: openDatabase(config), observeSignIn: options.observeSignIn });
  const app = createApp(deps);
  return {
    deps,
    config,
    clock,
    request(method, path, init = {}) {
      const headers: Record<string, string> = { origin: 'http://localhost:5173', ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.cookie) headers.cookie = init.cookie;
      let body: string | undefined = init.rawBody;
      if (init.body !== undefined) {
        body = JSON.stringify(init.body);
        headers['content-type'] ??= 'application/json';
      }
      capture.sent(method, path, body);
      return Promise.resolve(app.request(path, { method, headers, body })).then(capture.received);
    },
    async mails(to) {
      const path = `/dev/mail.json${to ? `?to=${encodeURIComponent(to)}` : ''}`;
      capture.sent('GET', path, undefined);
      const res = await app.request(path);
      return res.json() as never;
    },
    async close() {
      await capture.stored(deps);
      await deps.close();
      if (shared) return; // the caller's storage outlives this server
      await pgdb?.drop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The refresh cookie pair (`name=value`) set by a response, if any. */
export function refreshCookieOf(res: Response): string | undefined {
  const set = res.headers.getSetCookie?.() ?? [];
  const c = set.find((s) => s.startsWith('gh_refresh=') || s.startsWith('__Host-gh_refresh='));
  const pair = c?.split(';')[0];
  return pair && !pair.endsWith('=') ? pair : undefined;
}

/** Signs up, activates through the emailed link, and returns the session. */
export async function signUpAndActivate(
  t: TestServer,
  email = `user-${Math.random().toString(36).slice(2, 8)}@example.com`,
  password = 'correct horse battery staple',
) {
  const signUp = await t.request('POST', '/identity/resources/users/v1/signUp', {
    body: { email, password, companyName: 'Acme Corp', name: 'Ada Lovelace' },
  });
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const { userId, tenantId } = (await signUp.json()) as { userId: string; tenantId: string };
  const mail = (await t.mails(email)).find((m) => m.kind === 'activation');
  const link = new URL(mail!.links[0]!);
  const token = link.searchParams.get('token')!;
  const activate = await t.request('POST', '/identity/resources/users/v1/activate', { body: { userId, token } });
  if (activate.status !== 200) throw new Error(`activation failed: ${activate.status} ${await activate.text()}`);
  const login = (await activate.json()) as { accessToken: string; refreshToken: string };
  return { email, password, userId, tenantId, accessToken: login.accessToken, cookie: refreshCookieOf(activate)! };
}

/** A vendor credential created as the CLI creates one, exchanged at `POST /auth/vendor` for a vendor token. */
export async function vendorSession(t: TestServer, name = 'test') {
  const { clientId, secret } = await createVendorCredential(t.deps.db.kysely, t.clock, name);
  const res = await t.request('POST', '/auth/vendor', { body: { clientId, secret } });
  if (res.status !== 200) throw new Error(`vendor token failed: ${res.status} ${await res.text()}`);
  const { token, expiresIn } = (await res.json()) as { token: string; expiresIn: number };
  return { clientId, secret, token, expiresIn };
}

/** A spec §8 error answer. */
export interface ErrorAnswer {
  status: number;
  errors: string[];
  errorCode: string;
}

/** Reads an error answer; throws unless the body has the §8 shape `{ errors: string[] (non-empty), errorCode: string }`. */
export async function errorOf(res: Response): Promise<ErrorAnswer> {
  const text = await res.text();
  let body: { errors?: unknown; errorCode?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`error body of ${res.status} is not JSON: ${text.slice(0, 200)}`);
  }
  const { errors, errorCode } = body ?? {};
  if (!Array.isArray(errors) || errors.length === 0 || !errors.every((e) => typeof e === 'string') || typeof errorCode !== 'string') {
    throw new Error(`error body of ${res.status} is not in the §8 format: ${text.slice(0, 200)}`);
  }
  return { status: res.status, errors, errorCode };
}
