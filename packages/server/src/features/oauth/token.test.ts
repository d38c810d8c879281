import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, refreshCookieOf, type TestServer } from '../../../test/harness';
import { atHash } from './id-token';
import { CALLBACK, oauthErrorOf, registerClient, signedInWithCode, token, writes } from '../../../test/oauth-kit';

const ME = '/identity/resources/users/v2/me';

describe('POST /oauth/token', () => {
  let t: TestServer;
  let publicApp: Awaited<ReturnType<typeof registerClient>>;
  let confidentialApp: Awaited<ReturnType<typeof registerClient>>;
  beforeAll(async () => {
    t = await createTestServer();
    publicApp = await registerClient(t, 'public');
    confidentialApp = await registerClient(t, 'confidential');
  });
  afterAll(() => t.close());

  const exchange = (code: string, verifier: string, extra: Record<string, string> = {}) => ({
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK,
    code_verifier: verifier,
    ...extra,
  });

  it('exchanges a code (form-encoded, client_id) for tokens whose ID token carries iss, aud, nonce, auth_time, amr and at_hash', async () => {
    const { user, code, verifier, location } = await signedInWithCode(t, publicApp.clientId);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('iss')).toBe(t.config.publicUrl.replace(/\/$/, ''));
    const res = await token(t, exchange(code, verifier, { client_id: publicApp.clientId }), { form: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      access_token: string;
      id_token: string;
      refresh_token: string;
      token_type: string;
      expires_in: number;
      scope: string;
    };
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: t.config.accessTokenTtlSeconds, scope: 'openid email profile' });
    const jwks = createLocalJWKSet(t.deps.keys.jwks());
    const { payload } = await jwtVerify(body.id_token, jwks, {
      issuer: t.config.publicUrl.replace(/\/$/, ''),
      audience: publicApp.clientId,
      currentDate: new Date(t.clock.now()),
    });
    expect(payload).toMatchObject({
      sub: user.userId,
      nonce: 'nonce-456',
      azp: publicApp.clientId,
      email: user.email,
      amr: ['pwd'],
      tenantId: user.tenantId,
    });
    expect(typeof payload.auth_time).toBe('number');
    expect(payload.at_hash).toBe(atHash(body.access_token, t.deps.keys.alg));
    // Reference browser clients use the ID token as their bearer token (wire-compat §2.14), and the access token works too.
    expect((await t.request('GET', ME, { token: body.id_token })).status).toBe(200);
    const info = await t.request('GET', '/oauth/userinfo', { token: body.access_token });
    expect(await info.json()).toMatchObject({ sub: user.userId, email: user.email, email_verified: true, tenantId: user.tenantId });
    expect((await t.request('GET', '/oauth/userinfo')).status).toBe(401);
  });

  it('takes the JSON body of the reference browser client: no client_id, a 16-character verifier, under /frontegg', async () => {
    const { code, verifier } = await signedInWithCode(t, publicApp.clientId, 16);
    expect(verifier).toHaveLength(16);
    const res = await t.request('POST', '/frontegg/oauth/token', { body: exchange(code, verifier) });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { id_token: string }).id_token).toBeTruthy();
  });

  it('accepts a code at most once when the same code is sent twice in parallel, and the replay ends what it issued', async () => {
    const { code, verifier } = await signedInWithCode(t, publicApp.clientId);
    const answers = await Promise.all([token(t, exchange(code, verifier)), token(t, exchange(code, verifier))]);
    const ok = answers.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.find((r) => r.status !== 200)!;
    expect(await oauthErrorOf(refused)).toMatchObject({ status: 400, error: 'invalid_grant' });
    const won = (await ok[0]!.json()) as { access_token: string; refresh_token: string };
    // RFC 6749 §4.1.2: the tokens issued from a replayed code are revoked.
    expect((await t.request('GET', ME, { token: won.access_token })).status).toBe(401);
    expect(await oauthErrorOf(await token(t, { grant_type: 'refresh_token', refresh_token: won.refresh_token }))).toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('refuses a used code later on too, and revokes the session of the first exchange', async () => {
    const { code, verifier } = await signedInWithCode(t, publicApp.clientId);
    const first = (await (await token(t, exchange(code, verifier))).json()) as { access_token: string };
    expect((await t.request('GET', ME, { token: first.access_token })).status).toBe(200);
    expect(await oauthErrorOf(await token(t, exchange(code, verifier)))).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect((await t.request('GET', ME, { token: first.access_token })).status).toBe(401);
  });

  it('answers bad inputs with the RFC error and writes nothing; the code still works afterwards', async () => {
    const { code, verifier } = await signedInWithCode(t, publicApp.clientId);
    const other = await registerClient(t, 'public');
    const before = await writes(t);
    const cases: [Record<string, string>, string, { form?: boolean }?][] = [
      [{ grant_type: 'authorization_code', code, redirect_uri: CALLBACK }, 'invalid_request'],
      [exchange(code, verifier, { redirect_uri: `${CALLBACK}/other` }), 'invalid_grant'],
      [exchange(code, verifier, { client_id: other.clientId }), 'invalid_grant'],
      [exchange('not-a-code', verifier), 'invalid_grant'],
      [{ grant_type: 'password', username: 'a', password: 'b' }, 'unsupported_grant_type'],
      [{ grant_type: 'client_credentials' }, 'unsupported_grant_type'],
      [{ code }, 'invalid_request'],
      [{ grant_type: 'refresh_token' }, 'invalid_request'],
      [exchange(code, verifier, { client_id: 'no-such-client' }), 'invalid_client', { form: true }],
    ];
    for (const [body, error, opts] of cases)
      expect(await oauthErrorOf(await token(t, body, opts)), JSON.stringify(body)).toMatchObject({ status: 400, error });
    const raw = async (rawBody: string, type: string) =>
      oauthErrorOf(await t.request('POST', '/oauth/token', { rawBody, headers: { 'content-type': type } }));
    expect(await raw(`code=${code}&code=${code}&grant_type=authorization_code`, 'application/x-www-form-urlencoded')).toMatchObject({
      status: 400,
      error: 'invalid_request',
    });
    expect(await raw('[1,2]', 'application/json')).toMatchObject({ status: 400, error: 'invalid_request' });
    expect(await raw('{"grant_type":', 'application/json')).toMatchObject({ status: 400, error: 'invalid_request' });
    expect(await raw('grant_type=authorization_code', 'text/plain')).toMatchObject({ status: 400, error: 'invalid_request' });
    expect(await writes(t)).toEqual(before);
    expect((await token(t, exchange(code, verifier))).status).toBe(200);
  });

  it('burns the code on a wrong code_verifier: the right verifier afterwards gets invalid_grant and no tokens (RFC 9700 §2.1.1)', async () => {
    const { code, verifier } = await signedInWithCode(t, publicApp.clientId);
    const before = await writes(t);
    expect(await oauthErrorOf(await token(t, exchange(code, 'x'.repeat(43))))).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(await writes(t)).toEqual({ ...before, usedCodes: before.usedCodes + 1 });
    const right = await token(t, exchange(code, verifier));
    expect(await oauthErrorOf(right)).toMatchObject({ status: 400, error: 'invalid_grant' });
    expect(await writes(t)).toEqual({ ...before, usedCodes: before.usedCodes + 1 });
  });

  it('wrong and right verifiers racing for one code: at most one answer carries tokens, and the code is spent', async () => {
    for (let round = 0; round < 5; round++) {
      const { code, verifier } = await signedInWithCode(t, publicApp.clientId);
      const bodies = [
        ...Array.from({ length: 3 }, () => exchange(code, 'y'.repeat(43))),
        exchange(code, verifier),
        exchange(code, verifier),
      ];
      const answers = await Promise.all(bodies.map((body) => token(t, body)));
      expect(answers.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
      expect(answers.filter((r) => r.status !== 200).every((r) => r.status === 400)).toBe(true);
      expect((await token(t, exchange(code, verifier))).status).toBe(400);
    }
  });

  it('refuses an expired code (lifetime 60 s)', async () => {
    const { code, verifier } = await signedInWithCode(t, publicApp.clientId);
    t.clock.advance(61_000);
    expect(await oauthErrorOf(await token(t, exchange(code, verifier)))).toMatchObject({ status: 400, error: 'invalid_grant' });
  });

  it('authenticates a confidential client by client_secret_basic or client_secret_post, and refuses a wrong or missing secret', async () => {
    const id = confidentialApp.clientId;
    const secret = confidentialApp.clientSecret!;
    // One character changed (the first: every bit of it counts, unlike a base64url string's last one).
    const wrong = `${secret.startsWith('A') ? 'B' : 'A'}${secret.slice(1)}`;
    const { code, verifier } = await signedInWithCode(t, id);
    const before = await writes(t);
    const basicWrong = await token(t, exchange(code, verifier), { basic: [id, wrong], form: true });
    expect(basicWrong.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect(await oauthErrorOf(basicWrong)).toMatchObject({ status: 401, error: 'invalid_client' });
    expect(
      await oauthErrorOf(await token(t, exchange(code, verifier, { client_id: id, client_secret: wrong }), { form: true })),
    ).toMatchObject({ status: 400, error: 'invalid_client' });
    expect(await oauthErrorOf(await token(t, exchange(code, verifier, { client_id: id }), { form: true }))).toMatchObject({
      error: 'invalid_client',
    });
    // Naming no client at all does not pass as the confidential client either.
    expect(await oauthErrorOf(await token(t, exchange(code, verifier)))).toMatchObject({ error: 'invalid_client' });
    expect(await writes(t)).toEqual(before);
    expect((await token(t, exchange(code, verifier), { basic: [id, secret], form: true })).status).toBe(200);
    const second = await signedInWithCode(t, id);
    expect((await token(t, exchange(second.code, second.verifier, { client_id: id, client_secret: secret }), { form: true })).status).toBe(
      200,
    );
  });

  it('rotates refresh tokens; a rotated one presented again revokes the family; tokens of other clients and of the embedded login are refused', async () => {
    const { user, code, verifier } = await signedInWithCode(t, publicApp.clientId);
    const first = (await (await token(t, exchange(code, verifier))).json()) as { refresh_token: string };
    const refreshed = await token(
      t,
      { grant_type: 'refresh_token', refresh_token: first.refresh_token, client_id: publicApp.clientId },
      { form: true },
    );
    expect(refreshed.status).toBe(200);
    const second = (await refreshed.json()) as { refresh_token: string; id_token: string; access_token: string };
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.id_token)).toMatchObject({ aud: publicApp.clientId, sub: user.userId });
    const other = await registerClient(t, 'public');
    expect(
      await oauthErrorOf(await token(t, { grant_type: 'refresh_token', refresh_token: second.refresh_token, client_id: other.clientId })),
    ).toMatchObject({ error: 'invalid_grant' });
    const embedded = user.cookie.split('=')[1]!;
    expect(await oauthErrorOf(await token(t, { grant_type: 'refresh_token', refresh_token: embedded }))).toMatchObject({
      error: 'invalid_grant',
    });
    // Reuse of the rotated token: the whole family ends, the newest token included.
    expect(await oauthErrorOf(await token(t, { grant_type: 'refresh_token', refresh_token: first.refresh_token }))).toMatchObject({
      error: 'invalid_grant',
    });
    expect(await oauthErrorOf(await token(t, { grant_type: 'refresh_token', refresh_token: second.refresh_token }))).toMatchObject({
      error: 'invalid_grant',
    });
    expect((await t.request('GET', ME, { token: second.access_token })).status).toBe(401);
    // The hosted-login browser session is not the application's: it lives on.
    expect(
      refreshCookieOf(await t.request('POST', '/identity/resources/auth/v1/user/token/refresh', { cookie: user.cookie, body: {} })),
    ).toBeTruthy();
  });

  it('audits the tokens it issues', async () => {
    const { user, code, verifier } = await signedInWithCode(t, publicApp.clientId);
    await token(t, exchange(code, verifier));
    const rows = await t.deps.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'data'])
      .where('actor_id', '=', user.userId)
      .where('action', 'like', 'oauth.%')
      .execute();
    expect(rows.map((r) => r.action).sort()).toEqual(['oauth.code.issued', 'oauth.token.issued']);
  });
});

describe('POST /oauth/token rate limits', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { ipLoginAttemptsPerMinute: 2 } });
  });
  afterAll(() => t.close());

  it('limits token requests per IP (429 slow_down), and a new minute lets them through again', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await token(t, { grant_type: 'refresh_token', refresh_token: `nope-${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    const limited = await token(t, { grant_type: 'refresh_token', refresh_token: 'nope' });
    expect(await oauthErrorOf(limited)).toMatchObject({ status: 429, error: 'slow_down' });
    t.clock.advance(61_000);
    expect((await token(t, { grant_type: 'refresh_token', refresh_token: 'nope' })).status).toBe(400);
  });
});
