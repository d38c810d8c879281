import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, refreshCookieOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { newId } from '../../kernel/crypto';
import { createRefreshTokens } from './refresh-tokens';

const REFRESH = '/identity/resources/auth/v1/user/token/refresh';

describe('refresh tokens: the codec', () => {
  const tokens = createRefreshTokens('a-master-key-for-this-test-a-master-key');

  it('names its session and number, and stores only the hash of a fresh secret', () => {
    const sessionId = newId();
    const a = tokens.mint(sessionId, 7);
    const b = tokens.mint(sessionId, 7);
    expect(a.token).not.toBe(b.token);
    expect(tokens.parse(a.token)).toEqual({ sessionId, counter: 7, secretHash: a.secretHash });
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{70}$/);
  });

  it('refuses a token whose any byte changed, one of another key, and anything of the wrong form', () => {
    const { token } = tokens.mint(newId(), 1);
    const bytes = Buffer.from(token, 'base64url');
    for (const at of [0, 17, 19, 30, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = changed[at]! ^ 0x01;
      expect(tokens.parse(changed.toString('base64url')), `byte ${at}`).toBeNull();
    }
    expect(createRefreshTokens('another-master-key-another-master-key').parse(token)).toBeNull();
    for (const bad of ['', 'x', `${token}A`, token.slice(1), `${token.slice(0, -1)}+`, token.replace(/./, '=')])
      expect(tokens.parse(bad)).toBeNull();
  });
});

describe('refresh tokens: rotation in the session row', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const refresh = (cookie: string) => t.request('POST', REFRESH, { cookie, body: {} });
  const sessionRow = (token: string) => {
    const parts = createRefreshTokens(t.config.masterKey!).parse(token.split('=')[1]!);
    return t.deps.db.kysely.selectFrom('sessions').selectAll().where('id', '=', parts!.sessionId).executeTakeFirstOrThrow();
  };

  it('rotates by rewriting the one session row: the counter moves, the old secret hash is gone, no row is added', async () => {
    const u = await signUpAndActivate(t);
    const before = await sessionRow(u.cookie);
    const sessions = async () =>
      Number(
        (
          await t.deps.db.kysely
            .selectFrom('sessions')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const count = await sessions();
    const next = refreshCookieOf(await refresh(u.cookie))!;
    const after = await sessionRow(next);
    expect(after.id).toBe(before.id);
    expect(after.refresh_counter).toBe(before.refresh_counter + 1);
    expect(after.refresh_hash).not.toBe(before.refresh_hash);
    expect(await sessions()).toBe(count);
  });

  it('a token naming a live session with a forged MAC is refused and revokes nothing (session ids are public in access tokens)', async () => {
    const u = await signUpAndActivate(t);
    const live = refreshCookieOf(await refresh(u.cookie))!;
    const [name, value] = live.split('=') as [string, string];
    const bytes = Buffer.from(value, 'base64url');
    bytes.writeUInt32BE(0, 16); // an earlier number, as a reuse would carry, but without the server's MAC
    const forged = `${name}=${bytes.toString('base64url')}`;
    expect((await refresh(forged)).status).toBe(401);
    // The session lives on: its current token still refreshes.
    expect((await refresh(live)).status).toBe(200);
  });

  it('a refresh token past its own lifetime is refused though its session lives', async () => {
    const u = await signUpAndActivate(t);
    t.clock.advance(t.config.refreshTokenTtlSeconds * 1000 + 1000);
    try {
      expect((await refresh(u.cookie)).status).toBe(401);
    } finally {
      t.clock.advance(-(t.config.refreshTokenTtlSeconds * 1000 + 1000));
    }
    // Refused for its age, not revoked: the session row is untouched.
    expect((await sessionRow(u.cookie)).revoked_at).toBeNull();
  });
});
