import type { BenchUser } from './create-users';

/** A fresh session: its access token and its refresh cookie (`name=value`). */
export interface BenchSession {
  accessToken: string;
  cookie: string;
}

/** The refresh cookie pair set by a response's Set-Cookie headers, if any. */
export function refreshCookieOf(setCookies: readonly string[]): string | undefined {
  const pair = setCookies.find((s) => /^(__Host-)?gh_refresh=/.test(s))?.split(';')[0];
  return pair && !pair.endsWith('=') ? pair : undefined;
}

/** Signs in with email and password over HTTP. */
export async function signIn(baseUrl: string, user: BenchUser): Promise<BenchSession> {
  const res = await fetch(`${baseUrl}/identity/resources/auth/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${user.email} failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { accessToken: string };
  const cookie = refreshCookieOf(res.headers.getSetCookie());
  if (!cookie) throw new Error(`sign-in of ${user.email} set no refresh cookie`);
  return { accessToken: body.accessToken, cookie };
}
