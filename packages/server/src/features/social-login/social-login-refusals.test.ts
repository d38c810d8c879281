import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, refreshCookieOf, type TestServer } from '../../../test/harness';
import { browseToCallback } from '../../../test/peers/google-shaped-provider';
import { startJoseOp, type IdTokenFault } from '../../../test/peers/jose-op';
import { authorizeUrl, configureProvider, postlogin, rowCount, SUCCESS_URL } from './test-kit/social-test-kit';

const CLIENT = { clientId: 'rp-client', clientSecret: 'rp-secret-value-0123456789' };

describe('an OpenID answer that does not hold is refused: no session, no user', () => {
  let t: TestServer;
  let op: Awaited<ReturnType<typeof startJoseOp>>;

  beforeAll(async () => {
    t = await createTestServer();
    op = await startJoseOp(CLIENT);
    await configureProvider(t, 'google', { clientId: CLIENT.clientId, secret: CLIENT.clientSecret, baseUrl: op.base });
  });
  afterAll(async () => {
    await t.close();
    await op.close();
  });
  beforeEach(() => {
    op.state.fault = {};
    op.state.subject = `op-${Math.random().toString(36).slice(2, 10)}`;
    op.state.email = `${op.state.subject}@example.com`;
  });

  const answer = async () => browseToCallback(await authorizeUrl(t, 'google'), SUCCESS_URL);
  const counts = async () => [await rowCount(t, 'users'), await rowCount(t, 'sessions'), await rowCount(t, 'tenants')];

  it('signs in when nothing is wrong (the refusals below are each one fault away from this)', async () => {
    const res = await postlogin(t, 'google', await answer());
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ isNewUser: true, email: op.state.email });
  });

  const faults: [string, IdTokenFault][] = [
    ['a wrong issuer', { iss: 'https://evil.example.com' }],
    ['a wrong audience', { aud: 'someone-else' }],
    ['several audiences without azp naming this client', { aud: ['someone-else', CLIENT.clientId] }],
    ['a wrong nonce', { nonce: 'not-the-nonce-we-sent' }],
    ['an expired token', { expired: true }],
    ['alg none (unsigned)', { algNone: true }],
    ['a signature by a key the JWKS does not publish', { foreignKey: true }],
  ];
  it.each(faults)('refuses an ID token with %s', async (_name, fault) => {
    op.state.fault = fault;
    const before = await counts();
    const res = await postlogin(t, 'google', await answer());
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ errorCode: 'social.login_failed', errors: ['Failed to authenticate'] });
    expect(refreshCookieOf(res)).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('refuses a state it did not issue', async () => {
    const before = await counts();
    const real = await answer();
    const forged = await postlogin(t, 'google', { code: real.searchParams.get('code')!, state: 'forged-state' });
    expect((await errorOf(forged)).errorCode).toBe('social.login_failed');
    expect(await counts()).toEqual(before);
  });

  it('takes no email as verified when email_verified is false: no account is created or linked', async () => {
    op.state.fault = { emailVerified: false };
    const before = await counts();
    const res = await postlogin(t, 'google', await answer());
    expect(res.status).toBe(403);
    expect((await errorOf(res)).errorCode).toBe('social.email_not_verified');
    expect(refreshCookieOf(res)).toBeUndefined();
    expect(await counts()).toEqual(before);
    expect(await t.deps.db.kysely.selectFrom('users').select('id').where('email', '=', op.state.email).executeTakeFirst()).toBeUndefined();
  });

  it('records each refusal as an audited event with its reason', async () => {
    const failures = () => t.deps.db.kysely.selectFrom('audit_log').select('data').where('action', '=', 'auth.social.failed').execute();
    const before = (await failures()).length;
    op.state.fault = { nonce: 'wrong' };
    await postlogin(t, 'google', await answer());
    const after = await failures();
    expect(after).toHaveLength(before + 1);
    expect(after.map((r) => JSON.parse(r.data as string))).toContainEqual(
      expect.objectContaining({ provider: 'google', reason: 'id_token' }),
    );
  });
});
