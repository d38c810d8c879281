import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../../test/harness';
import { P, useMfaServer, type MfaTestKit } from '../../../test/mfa-kit';

describe('several authenticator apps', () => {
  let t: TestServer;
  let k: MfaTestKit;
  useMfaServer((server, kit) => ((t = server), (k = kit)));

  /** A user with two apps; the second is added from a session stepped up with the first (decision 0033). */
  const twoApps = async () => {
    const enrolled = await k.enrolled();
    const u = { ...enrolled, ...(await k.stepUp(enrolled.accessToken, enrolled.authenticator)) };
    const second = await k.addAuthenticator(u.accessToken);
    const { authenticators } = (await (await t.request('GET', P.devices, { token: u.accessToken })).json()) as {
      authenticators: { id: string }[];
    };
    expect(authenticators).toHaveLength(2);
    return { ...u, apps: [u.authenticator, second], ids: authenticators.map((d) => d.id) };
  };

  it('lists both devices at the password step and verifies a code with the device it names', async () => {
    const u = await twoApps();
    const answer = await k.passwordStep(u);
    expect(answer.mfaDevices.authenticators.map((d) => d.id)).toEqual(u.ids);
    // The second app's code at the first device's path is refused; at its own path it signs in.
    expect(
      await k.errorCode(
        await t.request('POST', P.deviceVerify(u.ids[0]!), { body: { mfaToken: answer.mfaToken, value: u.apps[1]!.code() } }),
      ),
    ).toBe('mfa.invalid_code');
    const ok = await t.request('POST', P.deviceVerify(u.ids[1]!), { body: { mfaToken: answer.mfaToken, value: u.apps[1]!.code() } });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { accessToken: string }).accessToken).toBeTruthy();
    // The generic path accepts a code of either device.
    k.nextStep();
    expect(
      (await t.request('POST', P.verify, { body: { mfaToken: (await k.passwordStep(u)).mfaToken, value: u.apps[0]!.code() } })).status,
    ).toBe(200);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_authenticator_added')).toHaveLength(2);
  });

  it("answers 404 for a device that is not the user's, and 400 with nothing written for bad input", async () => {
    const u = await twoApps();
    const other = await k.enrolled();
    const answer = await k.passwordStep(u);
    const before = await k.counts();
    const foreign = (
      (await (await t.request('GET', P.devices, { token: other.accessToken })).json()) as { authenticators: { id: string }[] }
    ).authenticators[0]!.id;
    expect(
      (await t.request('POST', P.deviceVerify(foreign), { body: { mfaToken: answer.mfaToken, value: other.authenticator.code() } })).status,
    ).toBe(404);
    for (const body of [
      { mfaToken: answer.mfaToken },
      { mfaToken: answer.mfaToken, value: '12' },
      { value: '123456' },
      { mfaToken: answer.mfaToken, value: '123456', rememberDevice: 1 },
    ]) {
      const res = await t.request('POST', P.deviceVerify(u.ids[0]!), { body });
      expect(res.status).toBe(400);
      expect(await k.errorCode(res)).toBe('request.invalid');
    }
    expect(
      (await t.request('POST', P.deviceVerify('x'.repeat(200)), { body: { mfaToken: answer.mfaToken, value: '123456' } })).status,
    ).toBe(400);
    expect(await k.counts()).toEqual(before);
  });

  it('refuses 100 parallel wrong codes at a device path and locks as the policy says', async () => {
    const u = await twoApps();
    const { mfaToken } = await k.passwordStep(u);
    const wrong = k.wrongOf(u.apps[0]!.code());
    await k.expectParallelLock(u.userId, () => t.request('POST', P.deviceVerify(u.ids[0]!), { body: { mfaToken, value: wrong } }));
    expect(await k.errorCode(await t.request('POST', P.deviceVerify(u.ids[0]!), { body: { mfaToken, value: u.apps[0]!.code() } }))).toBe(
      'auth.account_locked',
    );
  });

  it('accepts the same device code sent twice in parallel at most once', async () => {
    const u = await twoApps();
    const [a, b] = [await k.passwordStep(u), await k.passwordStep(u)];
    const code = u.apps[1]!.code();
    const answers = await Promise.all(
      [a, b].map(({ mfaToken }) => t.request('POST', P.deviceVerify(u.ids[1]!), { body: { mfaToken, value: code } })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('removing one app keeps the other and mails the user', async () => {
    const u = await twoApps();
    const path = `/identity/resources/users/v1/mfa/authenticator/${u.ids[0]}/disable/verify`;
    expect((await t.request('POST', path, { token: u.accessToken, body: { token: u.apps[0]!.code() } })).status).toBe(200);
    expect((await k.passwordStep(u)).mfaDevices.authenticators.map((d) => d.id)).toEqual([u.ids[1]]);
    expect((await t.mails(u.email)).filter((m) => m.kind === 'mfa_authenticator_removed')).toHaveLength(1);
    for (const m of await t.mails(u.email)) expect(m.text).not.toMatch(/\b\d{6}\b/);
  });
});
