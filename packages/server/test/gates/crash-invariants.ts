import SQLite from 'better-sqlite3';
import { createRefreshTokens } from '../../src/features/sessions/refresh-tokens';
import { CRASH_CONFIG, type CrashOp, type CrashState } from './crash-model';

/** Reads the refresh tokens the crash worker's server minted (its master key is the gate's own). */
const refreshTokens = createRefreshTokens(CRASH_CONFIG.masterKey);

type Row = Record<string, unknown>;

/**
 * Opens the database after a crash read-only, so the hot WAL the killed process left is
 * recovered (for real) by the next server start, not by us. A process killed before it switched
 * to WAL can leave a hot rollback journal, which only a writer may roll back: then we must.
 */
export function openForCheck(file: string): SQLite.Database {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    db.pragma('schema_version');
    return db;
  } catch (e) {
    db.close();
    if (!String((e as { code?: string }).code).startsWith('SQLITE_READONLY')) throw e;
    return new SQLite(file, { fileMustExist: true });
  }
}

/** SQLite's own verdict on the file: page structure, indexes, and foreign keys. */
export function storageViolations(db: SQLite.Database): string[] {
  const out: string[] = [];
  const integrity = db.pragma('integrity_check') as Row[];
  if (integrity.length !== 1 || integrity[0]!.integrity_check !== 'ok')
    out.push(`integrity_check: ${JSON.stringify(integrity.slice(0, 5))}`);
  const fk = db.pragma('foreign_key_check') as Row[];
  if (fk.length > 0) out.push(`foreign_key_check: ${JSON.stringify(fk.slice(0, 5))}`);
  return out;
}

/** Invariants every committed state must satisfy, whoever was acknowledged: multi-row writes are all-or-nothing. */
function structuralViolations(db: SQLite.Database): string[] {
  // Uncorrelated NOT IN subqueries: SQLite builds each set once, so the checks stay linear as the database grows.
  const checks: [string, string][] = [
    // Sign-up writes tenant, user, membership, role, activation mail and audit row in one transaction.
    ['user without membership', 'SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM memberships)'],
    ['user without role', 'SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM user_roles)'],
    [
      'user without sign-up audit row',
      `SELECT id FROM users WHERE id NOT IN (SELECT target_id FROM audit_log WHERE action = 'user.signed_up' AND target_id IS NOT NULL)`,
    ],
    [
      'user without activation mail',
      `SELECT id FROM users WHERE email NOT IN (SELECT to_address FROM mail_outbox WHERE kind = 'activation')`,
    ],
    ['tenant without member', 'SELECT id FROM tenants WHERE id NOT IN (SELECT tenant_id FROM memberships)'],
    [
      'activation mail without user',
      `SELECT id FROM mail_outbox WHERE kind = 'activation' AND to_address NOT IN (SELECT email FROM users)`,
    ],
    // Issue and rotation each leave the session's current refresh token in its row (decision 0027).
    [
      'session without a current refresh token',
      'SELECT id FROM sessions WHERE refresh_hash IS NULL OR refresh_issued_at IS NULL OR refresh_counter < 0',
    ],
    // The soft lockout sets a lock time with every failure at or past the delay threshold.
    [
      'failures past the delay threshold without a lock',
      `SELECT id FROM users WHERE failed_logins >= ${CRASH_CONFIG.loginDelayAfterFailures} AND locked_until IS NULL`,
    ],
  ];
  const out: string[] = [];
  for (const [what, sql] of checks) {
    const rows = db.prepare(sql).all() as Row[];
    if (rows.length > 0) out.push(`${what}: ${rows.length} (e.g. ${JSON.stringify(rows.slice(0, 3))})`);
  }
  return out;
}

/** Ops that were begun but not acknowledged when the process died, by the account or family they touch. */
export interface InFlight {
  byEmail: Map<string, CrashOp>;
  bySid: Map<string, CrashOp>;
  signups: Extract<CrashOp, { kind: 'signup' }>[];
}

export function inFlightOf(ops: CrashOp[]): InFlight {
  const f: InFlight = { byEmail: new Map(), bySid: new Map(), signups: [] };
  for (const op of ops) {
    if (op.kind === 'signup') f.signups.push(op);
    else if ('email' in op) f.byEmail.set(op.email, op);
    else f.bySid.set(op.sid, op);
  }
  return f;
}

const countBy = (db: SQLite.Database, sql: string) => new Map((db.prepare(sql).all() as { k: string; n: number }[]).map((r) => [r.k, r.n]));

/** Compares the reopened database with the model: every acknowledged write present, nothing beyond what was attempted. */
export function modelViolations(db: SQLite.Database, state: CrashState, inFlight: InFlight): string[] {
  const out: string[] = [];
  const users = new Map(
    (db.prepare('SELECT id, email, failed_logins FROM users').all() as { id: string; email: string; failed_logins: number }[]).map((u) => [
      u.email,
      u,
    ]),
  );
  const members = new Set(
    (db.prepare('SELECT user_id, tenant_id FROM memberships').all() as { user_id: string; tenant_id: string }[]).map(
      (m) => `${m.user_id}/${m.tenant_id}`,
    ),
  );
  const failedAudit = countBy(db, `SELECT target_id k, count(*) n FROM audit_log WHERE action = 'auth.login.failed' GROUP BY target_id`);
  const okAudit = countBy(db, `SELECT target_id k, count(*) n FROM audit_log WHERE action = 'auth.login.succeeded' GROUP BY target_id`);
  const signupAudit = countBy(db, `SELECT target_id k, count(*) n FROM audit_log WHERE action = 'user.signed_up' GROUP BY target_id`);
  const mails = countBy(db, `SELECT to_address k, count(*) n FROM mail_outbox WHERE kind = 'activation' GROUP BY to_address`);
  const sessionsPerUser = countBy(db, 'SELECT user_id k, count(*) n FROM sessions GROUP BY user_id');

  for (const a of Object.values(state.accounts)) {
    const u = users.get(a.email);
    const who = `account ${a.email}`;
    if (!u || u.id !== a.userId) {
      out.push(`${who}: acknowledged sign-up lost (user row ${u ? 'has another id' : 'missing'})`);
      continue;
    }
    if (!members.has(`${a.userId}/${a.tenantId}`)) out.push(`${who}: acknowledged sign-up lost its membership`);
    if (signupAudit.get(a.userId) !== 1) out.push(`${who}: ${signupAudit.get(a.userId) ?? 0} sign-up audit rows, expected 1`);
    if (mails.get(a.email) !== 1) out.push(`${who}: ${mails.get(a.email) ?? 0} activation mails in the outbox, expected 1`);
    // failed_logins: exactly the acknowledged increments since the last acknowledged success, give or take
    // the one op on this account that was in flight: every check claims its attempt before it looks at the
    // password (decision 0034), so a sign-in in flight may have left its claim, and a good one its reset.
    const op = inFlight.byEmail.get(a.email);
    const allowed = new Set([
      a.failed,
      ...(op?.kind === 'loginWrong' || op?.kind === 'loginOk' ? [a.failed + 1] : []),
      ...(op?.kind === 'loginOk' ? [0] : []),
    ]);
    if (!allowed.has(u.failed_logins))
      out.push(`${who}: failed_logins ${u.failed_logins}, acknowledged increments give ${[...allowed].join(' or ')}`);
    const within = (what: string, n: number, lo: number, hi: number) => {
      if (n < lo || n > hi) out.push(`${who}: ${n} ${what}, expected ${lo}..${hi} (acknowledged..attempted)`);
    };
    within('auth.login.failed audit rows', failedAudit.get(a.userId) ?? 0, a.ackedFail, a.begunFail);
    within('auth.login.succeeded audit rows', okAudit.get(a.userId) ?? 0, a.ackedOk, a.begunOk);
    within('sessions', sessionsPerUser.get(a.userId) ?? 0, 1 + a.ackedOk, 1 + a.begunOk);
  }

  const sessionById = db.prepare('SELECT user_id, revoked_at, refresh_counter, refresh_hash FROM sessions WHERE id = ?');
  for (const f of Object.values(state.families)) {
    const who = `family ${f.sid} (${f.email})`;
    const token = refreshTokens.parse(f.token);
    const session = sessionById.get(f.sid) as
      { user_id: string; revoked_at: string | null; refresh_counter: number; refresh_hash: string | null } | undefined;
    if (!session) {
      out.push(`${who}: acknowledged session missing`);
      continue;
    }
    if (!token || token.sessionId !== f.sid) {
      out.push(`${who}: acknowledged refresh token ${token ? 'names another family' : 'unreadable'}`);
      continue;
    }
    // The acknowledged token is the session's current one, or an earlier one once a later rotation committed.
    const rotated = session.refresh_counter > token.counter;
    if (!rotated && (session.refresh_counter !== token.counter || session.refresh_hash !== token.secretHash)) {
      out.push(
        `${who}: acknowledged refresh token missing (the session holds token ${session.refresh_counter}, acknowledged ${token.counter})`,
      );
      continue;
    }
    if (session.user_id !== state.accounts[f.email]?.userId) out.push(`${who}: session belongs to another user`);
    const op = inFlight.bySid.get(f.sid);
    if (f.status === 'revoked' && !session.revoked_at) out.push(`${who}: acknowledged revocation (logout or reuse) lost`);
    if (f.status === 'stale' && !rotated) out.push(`${who}: a token seen rotated is unrotated again`);
    if (f.status !== 'live') continue;
    if (session.revoked_at && op?.kind !== 'logout' && op?.kind !== 'reuse')
      out.push(`${who}: revoked although no revoking op was attempted`);
    if (!rotated) continue;
    // Rotated: only an unacknowledged rotation may have done it, and then exactly once.
    if (op?.kind !== 'refresh') out.push(`${who}: acknowledged token rotated although no rotation was attempted`);
    if (session.refresh_counter !== token.counter + 1)
      out.push(`${who}: acknowledged token ${token.counter} followed by token ${session.refresh_counter}, not by exactly one rotation`);
  }

  // Every user must come from a sign-up we know of (acknowledged, or in flight now).
  const known = new Set([...Object.keys(state.accounts), ...inFlight.signups.map((s) => s.email)]);
  const phantoms = [...users.keys()].filter((e) => !known.has(e));
  if (phantoms.length > 0) out.push(`users nobody signed up: ${phantoms.slice(0, 3).join(', ')}`);
  return [...out, ...structuralViolations(db)];
}

/**
 * After a clean check, takes over what the unacknowledged ops decided: committed in-flight
 * sign-ups become accounts, counters are read back, and families whose token was consumed by a
 * lost rotation (or revoked by a lost logout) are marked so the next worker knows. Returns how
 * many in-flight ops are seen to have committed (a successful login's reset is not told apart).
 */
export function reconcile(db: SQLite.Database, state: CrashState, inFlight: InFlight): number {
  let committed = 0;
  const userByEmail = db.prepare('SELECT id, failed_logins, active_tenant_id FROM users WHERE email = ?');
  for (const s of inFlight.signups) {
    const u = userByEmail.get(s.email) as { id: string; active_tenant_id: string } | undefined;
    if (!u) continue;
    committed++;
    state.accounts[s.email] = {
      email: s.email,
      password: s.password,
      userId: u.id,
      tenantId: u.active_tenant_id,
      lane: s.lane,
      failed: 0,
      ackedFail: 0,
      begunFail: 0,
      ackedOk: 0,
      begunOk: 0,
    };
  }
  for (const [email, op] of inFlight.byEmail) {
    const a = state.accounts[email]!;
    const failed = (userByEmail.get(email) as { failed_logins: number }).failed_logins;
    if (op.kind === 'loginWrong' && failed > a.failed) committed++;
    a.failed = failed;
  }
  const family = db.prepare('SELECT revoked_at, refresh_counter FROM sessions WHERE id = ?');
  for (const [sid, op] of inFlight.bySid) {
    const f = state.families[sid]!;
    const row = family.get(sid) as { revoked_at: string | null; refresh_counter: number };
    const rotated = row.refresh_counter > refreshTokens.parse(f.token)!.counter;
    if (f.status === 'live' && ((op.kind === 'refresh' && rotated) || (op.kind !== 'refresh' && row.revoked_at))) committed++;
    if (row.revoked_at) f.status = 'revoked';
    else if (rotated && f.status === 'live') f.status = 'stale';
  }
  return committed;
}
