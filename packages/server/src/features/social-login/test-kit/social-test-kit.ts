import { expect } from 'vitest';
import { vendorSession, type TestServer } from '../../../../test/harness';

/** The login box's social success route, where providers send the browser back. */
export const SUCCESS_URL = 'http://localhost:5173/account/social/success';
export const AUTH = '/identity/resources/auth/v1/user/sso';

/** Configures a social provider through the vendor API, reached at `baseUrl`. */
export async function configureProvider(
  t: TestServer,
  type: string,
  settings: { clientId: string; secret: string; baseUrl: string; active?: boolean; trustEmails?: boolean },
) {
  const res = await t.request('PUT', `/identity/resources/sso/v1/vendor/providers/${type}`, {
    token: (await vendorSession(t)).token,
    body: {
      clientId: settings.clientId,
      secret: settings.secret,
      redirectUrl: SUCCESS_URL,
      active: settings.active ?? true,
      baseUrl: settings.baseUrl,
      ...(settings.trustEmails === undefined ? {} : { trustEmails: settings.trustEmails }),
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

/** The provider's sign-in URL, as the server's authorize route redirects to it. */
export async function authorizeUrl(t: TestServer, type: string): Promise<string> {
  const res = await t.request('GET', `${AUTH}/${type}/authorize`);
  expect(res.status).toBe(302);
  return res.headers.get('location')!;
}

/** Posts the provider's answer to postlogin. */
export const postlogin = (t: TestServer, type: string, answer: URL | Record<string, string>, body: Record<string, unknown> = {}) => {
  const params = answer instanceof URL ? { code: answer.searchParams.get('code')!, state: answer.searchParams.get('state')! } : answer;
  return t.request('POST', `${AUTH}/${type}/postlogin?${new URLSearchParams(params)}`, { body });
};

/** Rows in a table (users, sessions, identities), to show a refusal wrote nothing. */
export const rowCount = async (t: TestServer, table: 'users' | 'sessions' | 'social_identities' | 'tenants') =>
  Number(
    (
      await t.deps.db.kysely
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
