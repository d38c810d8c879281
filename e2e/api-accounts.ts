import type { APIRequestContext } from '@playwright/test';
import { expect } from './capture';
import { PASSWORD } from './journey-steps';
import { SERVER_URL } from './playwright.config';

// Accounts made through the API (not the UI) for journeys about something else. `account` and `mailLink` take a
// server's address: the run's own server unless a journey starts one of its own.
const usersApi = (server: string) => `${server}/identity/resources/users`;
const originOf = (server: string) => ({ origin: new URL(server).origin });
const USERS = usersApi(SERVER_URL);
const ORIGIN = originOf(SERVER_URL);

/** A fresh address for one run. */
export const uniqueEmail = (who: string) => `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The first link of the newest mail of `kind` to `email`, waiting for it to arrive. */
export async function mailLink(request: APIRequestContext, email: string, kind: string, server = SERVER_URL): Promise<URL> {
  for (let i = 0; i < 20; i++) {
    const mails = (await (await request.get(`${server}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
      kind: string;
      links: string[];
    }[];
    const mail = mails.find((m) => m.kind === kind);
    if (mail) return new URL(mail.links[0]!);
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no ${kind} mail to ${email}`);
}

/** Signs up and activates through the API; answers the ids and the access token. */
export async function account(request: APIRequestContext, email: string, company: string, server = SERVER_URL) {
  const signUp = await request.post(`${usersApi(server)}/v1/signUp`, {
    data: { email, password: PASSWORD, companyName: company, name: company.split(' ')[0] },
    headers: originOf(server),
  });
  expect(signUp.status()).toBe(200);
  const { userId, tenantId } = (await signUp.json()) as { userId: string; tenantId: string };
  const link = await mailLink(request, email, 'activation', server);
  const activated = await request.post(`${usersApi(server)}/v1/activate`, {
    data: { userId, token: link.searchParams.get('token') },
    headers: originOf(server),
  });
  expect(activated.status()).toBe(200);
  return { userId, tenantId, accessToken: ((await activated.json()) as { accessToken: string }).accessToken };
}

/** Invites `email` into the admin's tenant; a new account activates from the mail, an existing one accepts. */
export async function invite(request: APIRequestContext, adminToken: string, email: string, existing = false) {
  const res = await request.post(`${USERS}/v2`, { data: { email }, headers: { ...ORIGIN, authorization: `Bearer ${adminToken}` } });
  expect(res.status()).toBe(201);
  const link = await mailLink(request, email, 'invitation');
  const body = { userId: link.searchParams.get('userId'), token: link.searchParams.get('token') };
  const done = existing
    ? await request.post(`${USERS}/v1/invitation/accept`, { data: body, headers: ORIGIN })
    : await request.post(`${USERS}/v1/activate`, { data: { ...body, password: PASSWORD }, headers: ORIGIN });
  expect(done.status()).toBe(200);
  return body.userId!;
}
