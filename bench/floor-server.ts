// Child-process entry of the bench: the least a password sign-in can be on this machine. It answers
// POST /identity/resources/auth/v1/user like the server's route does at its core (find the user, verify
// argon2id, sign an RS256 token, one SQLite transaction writing the session, the audit row and the last
// login, a JSON answer with a cookie) and nothing else: no validation, rate limits, policies, roles or
// metrics. Its ratio to the argon2 baseline is the ceiling of that ratio for any server here.
import { generateKeyPairSync, randomBytes, randomUUID, sign } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import SQLite from 'better-sqlite3';
import type { BenchUser } from './create-users';
import type { Argon2Params } from './measure-argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;
const { users, params } = JSON.parse(process.env.FLOOR_INPUT!) as { users: BenchUser[]; params: Argon2Params };

const dir = mkdtempSync(join(tmpdir(), 'gatehouse-floor-'));
const db = new SQLite(join(dir, 'floor.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`create table users (id text primary key, email text not null unique, password_hash text not null, last_login text);
  create table sessions (id text primary key, user_id text not null, refresh_hash text not null, created_at text not null);
  create index sessions_user on sessions (user_id);
  create table audit_log (id text primary key, actor_id text, action text not null, created_at text not null);
  create index audit_log_created on audit_log (created_at);`);
const insertUser = db.prepare('insert into users (id, email, password_hash) values (?, ?, ?)');
for (const user of users)
  insertUser.run(
    randomUUID(),
    user.email,
    await hash(user.password, {
      algorithm: ARGON2ID,
      memoryCost: params.argon2MemoryKib,
      timeCost: params.argon2Iterations,
      parallelism: params.argon2Parallelism,
    }),
  );

const byEmail = db.prepare<[string], { id: string; password_hash: string }>('select id, password_hash from users where email = ?');
const signedIn = db.prepare('update users set last_login = ? where id = ?');
const newSession = db.prepare('insert into sessions (id, user_id, refresh_hash, created_at) values (?, ?, ?, ?)');
const audited = db.prepare('insert into audit_log (id, actor_id, action, created_at) values (?, ?, ?, ?)');
const record = db.transaction((userId: string, refreshHash: string) => {
  const now = new Date().toISOString();
  signedIn.run(now, userId);
  newSession.run(randomUUID(), userId, refreshHash, now);
  audited.run(randomUUID(), userId, 'auth.login.succeeded', now);
});

const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const header = b64({ alg: 'RS256', typ: 'JWT' });
// Off the event loop, as the server signs.
const rs256 = promisify(sign);

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    void (async () => {
      const { email, password } = JSON.parse(Buffer.concat(chunks).toString()) as BenchUser;
      const user = byEmail.get(email);
      if (!user || !(await verify(user.password_hash, password))) {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"errors":["Invalid authentication"]}');
        return;
      }
      const refreshToken = randomBytes(32).toString('base64url');
      record(user.id, refreshToken);
      const now = Math.floor(Date.now() / 1000);
      const body = `${header}.${b64({ sub: user.id, email, type: 'userToken', iat: now, exp: now + 300 })}`;
      const accessToken = `${body}.${(await rs256('sha256', Buffer.from(body), privateKey)).toString('base64url')}`;
      res.writeHead(200, { 'content-type': 'application/json', 'set-cookie': `refresh=${refreshToken}; Path=/; HttpOnly; SameSite=Lax` });
      res.end(
        JSON.stringify({
          accessToken,
          refreshToken,
          expiresIn: 300,
          expires: new Date((now + 300) * 1000).toUTCString(),
          mfaRequired: false,
        }),
      );
    })();
  });
});
server.listen(0, '127.0.0.1', () => process.send!({ port: (server.address() as { port: number }).port }));
process.on('message', () => {
  server.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
