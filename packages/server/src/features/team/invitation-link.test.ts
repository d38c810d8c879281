import { defaultRoutes, teamApi } from '@gatehouse/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { admin, newEmail, P } from '../../../test/team-kit';

// Where the invitation email sends an invitee: an existing account to the login box's accept-invitation route
// (the link carries exactly what the accept endpoint takes), a new account to its activation route.

const APP_URL = 'https://app.example.com/portal/';

/** The newest invitation mail to an address, with its one link parsed. */
async function invitationMail(t: TestServer, email: string) {
  const mail = (await t.mails(email)).find((m) => m.kind === 'invitation');
  if (!mail) throw new Error(`no invitation mail to ${email}`);
  expect(mail.links).toHaveLength(1);
  return { ...mail, url: new URL(mail.links[0]!) };
}

describe('invitation email links', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({ config: { appUrl: APP_URL } });
  });
  afterAll(() => t.close());

  it("an existing account's invitation links to <app url>/account/invitation/accept?userId&token, and that link accepts", async () => {
    const inviter = await admin(t);
    const invitee = await admin(t);
    expect((await t.request('POST', P.usersV2, { token: inviter.accessToken, body: { email: invitee.email } })).status).toBe(201);

    const mail = await invitationMail(t, invitee.email);
    expect(`${mail.url.origin}${mail.url.pathname}`).toBe(`https://app.example.com/portal${defaultRoutes.acceptInvitationUrl}`);
    expect([...mail.url.searchParams.keys()].sort()).toEqual(['token', 'userId']);
    expect(mail.url.searchParams.get('userId')).toBe(invitee.userId);
    const body = Object.fromEntries(mail.url.searchParams);
    expect(teamApi.acceptInvitation.body.safeParse(body).success).toBe(true);
    expect(mail.text).toContain(mail.url.href);
    const href = /href="([^"]+)"/.exec(mail.html)?.[1]?.replace(/&#38;|&amp;/g, '&');
    expect(href).toBe(mail.url.href);
    expect(mail.html).toContain('Accept invitation');

    const accepted = await t.request('POST', P.accept, { body });
    expect(accepted.status).toBe(200);
  });

  it("a new account's invitation still links to the activation route", async () => {
    const inviter = await admin(t);
    const email = newEmail('fresh');
    const created = await (await t.request('POST', P.usersV2, { token: inviter.accessToken, body: { email } })).json();
    const mail = await invitationMail(t, email);
    expect(mail.url.pathname).toBe(`/portal${defaultRoutes.activateUrl}`);
    expect(Object.fromEntries(mail.url.searchParams)).toEqual({ userId: created.id, token: expect.any(String) });
    expect(mail.html).toContain('Accept and set a password');
  });

  it('a resent invitation (by the administrator or from the public resend) of an existing account links to accept again', async () => {
    const inviter = await admin(t);
    const invitee = await admin(t);
    await t.request('POST', P.usersV2, { token: inviter.accessToken, body: { email: invitee.email } });
    const first = await invitationMail(t, invitee.email);

    t.clock.advance(1000);
    const byAdmin = await t.request('POST', `${P.members}/${invitee.userId}/resendActivationEmail`, {
      token: inviter.accessToken,
      body: {},
    });
    expect(byAdmin.status).toBe(200);
    const second = await invitationMail(t, invitee.email);
    expect(second.url.pathname).toBe(`/portal${defaultRoutes.acceptInvitationUrl}`);
    expect(second.url.searchParams.get('token')).not.toBe(first.url.searchParams.get('token'));

    t.clock.advance(1000);
    const publicResend = await t.request('POST', '/identity/resources/users/v1/invitation/reset', { body: { email: invitee.email } });
    expect(publicResend.status).toBe(200);
    const third = await invitationMail(t, invitee.email);
    expect(third.url.pathname).toBe(`/portal${defaultRoutes.acceptInvitationUrl}`);
    expect(third.url.searchParams.get('token')).not.toBe(second.url.searchParams.get('token'));
    expect((await t.request('POST', P.accept, { body: Object.fromEntries(third.url.searchParams) })).status).toBe(200);
  });

  it('a bulk invitation links each existing account to accept and each new one to activate', async () => {
    const inviter = await admin(t);
    const invitee = await admin(t);
    const fresh = newEmail('bulk');
    const res = await t.request('POST', '/identity/resources/users/bulk/v1/invite', {
      token: inviter.accessToken,
      body: { emails: [invitee.email, fresh] },
    });
    expect(res.status).toBe(201);
    expect((await invitationMail(t, invitee.email)).url.pathname).toBe(`/portal${defaultRoutes.acceptInvitationUrl}`);
    expect((await invitationMail(t, fresh)).url.pathname).toBe(`/portal${defaultRoutes.activateUrl}`);
  });
});
