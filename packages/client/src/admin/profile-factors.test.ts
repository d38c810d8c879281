import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as KeyCeremonies from '../mfa/security-key-ceremonies';
import { answer, run, sent, signedInAdmin, watch } from './admin-test-kit';

const ceremonies = vi.hoisted(() => ({ sign: vi.fn(), create: vi.fn() }));
vi.mock('../mfa/security-key-ceremonies', async (original) => ({
  ...(await original<typeof KeyCeremonies>()),
  signWithSecurityKey: ceremonies.sign,
  createSecurityKey: ceremonies.create,
}));

const devices = (over: Partial<Record<'authenticators' | 'phones' | 'webauthn', unknown[]>> = {}) => ({
  authenticators: [],
  phones: [],
  webauthn: [],
  emails: [],
  ...over,
});
const codes = { recoveryCode: 'aaaa-1111', recoveryCodes: ['aaaa-1111', 'bbbb-2222'] };

describe('profile: second factors', () => {
  beforeEach(() => {
    ceremonies.sign.mockReset();
    ceremonies.create.mockReset();
  });

  it('adds an authenticator app: the enrolment, then its first code (spaces taken out); answers the recovery codes; the devices reload', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listMfaDevices', {}, { body: devices() }, { body: devices({ authenticators: [{ id: 'a-1' }] }) });
    answer(
      fake,
      'enrollAuthenticator',
      {},
      { body: { qrCode: 'data:image/png;base64,QR', otpauthUri: 'otpauth://totp/x', secret: 'SECRET' } },
    );
    answer(fake, 'verifyAuthenticatorEnrollment', {}, { body: codes });
    const { observer, stop } = await watch(queryClient, admin.profile.queries.mfaDevices());
    const enrolment = await run(queryClient, admin.profile.mutations.enrollAuthenticator(), undefined);
    expect(enrolment.secret).toBe('SECRET');
    expect(sent(fake, 'enrollAuthenticator')[0]!.body).toEqual({});
    expect(await run(queryClient, admin.profile.mutations.verifyAuthenticator(), '123 456')).toEqual(codes);
    expect(sent(fake, 'verifyAuthenticatorEnrollment')[0]!.body).toEqual({ token: '123456' });
    expect(observer.getCurrentResult().data?.authenticators).toEqual([{ id: 'a-1' }]);
    stop();
  });

  it('adds a phone with the texted code and removes it the same way', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    const phone = { id: 'ph-1', phoneNumber: '+1•••••••0199' };
    answer(fake, 'listMfaDevices', {}, { body: devices() }, { body: devices({ phones: [phone] }) }, { body: devices() });
    answer(fake, 'enrollSms', {}, { body: { otcToken: 'otc-add', phoneNumber: '+14155550199' } });
    answer(fake, 'verifySmsEnrollment', {}, { body: codes });
    answer(fake, 'disableSms', { deviceId: 'ph-1' }, { body: { otcToken: 'otc-rm', phoneNumber: '+1•••••••0199' } });
    answer(fake, 'verifyDisableSms', { deviceId: 'ph-1' }, { body: {} });
    const { observer, stop } = await watch(queryClient, admin.profile.queries.mfaDevices());
    const { otcToken } = await run(queryClient, admin.profile.mutations.enrollSmsFactor(), '+1 (415) 555-0199');
    expect(sent(fake, 'enrollSms')[0]!.body).toEqual({ phoneNumber: '+14155550199' });
    expect((await run(queryClient, admin.profile.mutations.verifySmsFactor(), { otcToken, code: '12 34 56' })).recoveryCodes).toHaveLength(
      2,
    );
    expect(sent(fake, 'verifySmsEnrollment')[0]!.body).toEqual({ otcToken: 'otc-add', code: '123456' });
    expect(observer.getCurrentResult().data?.phones).toEqual([phone]);
    const removal = await run(queryClient, admin.profile.mutations.startRemoveSmsFactor(), 'ph-1');
    expect(sent(fake, 'listMfaDevices')).toHaveLength(2);
    await run(queryClient, admin.profile.mutations.verifyRemoveSmsFactor(), {
      deviceId: 'ph-1',
      otcToken: removal.otcToken,
      code: '654 321',
    });
    expect(sent(fake, 'verifyDisableSms', { deviceId: 'ph-1' })[0]!.body).toEqual({ otcToken: 'otc-rm', code: '654321' });
    expect(observer.getCurrentResult().data?.phones).toEqual([]);
    stop();
  });

  it("registers a security key with the browser's attestation and removes it with the key's signature", async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listMfaDevices', {}, { body: devices() });
    answer(fake, 'enrollWebauthn', {}, { body: { webauthnToken: 'wt-1', options: { challenge: 'c1' } } });
    answer(fake, 'verifyWebauthnEnrollment', {}, { body: codes });
    answer(fake, 'disableWebauthn', { deviceId: 'k-1' }, { body: { webauthnToken: 'wt-2', options: { challenge: 'c2' } } });
    answer(fake, 'verifyDisableWebauthn', { deviceId: 'k-1' }, { body: {} });
    ceremonies.create.mockResolvedValue({ id: 'k-1', response: {} });
    ceremonies.sign.mockResolvedValue({ id: 'k-1', response: { signature: 's' } });
    await run(queryClient, admin.profile.mutations.addSecurityKey(), { deviceType: 'CrossPlatform', name: ' Blue key ' });
    expect(ceremonies.create).toHaveBeenCalledWith({ challenge: 'c1' });
    expect(sent(fake, 'verifyWebauthnEnrollment')[0]!.body).toEqual({
      deviceType: 'CrossPlatform',
      webauthnToken: 'wt-1',
      options: { id: 'k-1', response: {} },
      name: 'Blue key',
    });
    await run(queryClient, admin.profile.mutations.removeSecurityKey(), 'k-1');
    expect(ceremonies.sign).toHaveBeenCalledWith({ challenge: 'c2' });
    expect(sent(fake, 'verifyDisableWebauthn', { deviceId: 'k-1' })[0]!.body).toEqual({
      webauthnToken: 'wt-2',
      options: { id: 'k-1', response: { signature: 's' } },
    });
  });

  it('sends nothing more when the browser prompt is dismissed', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'enrollWebauthn', {}, { body: { webauthnToken: 'wt-1', options: {} } });
    ceremonies.create.mockRejectedValue(Object.assign(new Error('dismissed'), { name: 'NotAllowedError' }));
    await expect(run(queryClient, admin.profile.mutations.addSecurityKey(), { deviceType: 'Platform' })).rejects.toMatchObject({
      name: 'NotAllowedError',
    });
    expect(sent(fake, 'verifyWebauthnEnrollment')).toHaveLength(0);
  });
});
