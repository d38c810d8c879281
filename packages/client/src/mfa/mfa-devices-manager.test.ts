import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient } from '../test-utils/create-test-client';
import { createMfaDevicesManager } from './mfa-devices-manager';
import type * as KeyCeremonies from './security-key-ceremonies';

const ceremonies = vi.hoisted(() => ({ sign: vi.fn(), create: vi.fn() }));
vi.mock('./security-key-ceremonies', async (original) => ({
  ...(await original<typeof KeyCeremonies>()),
  signWithSecurityKey: ceremonies.sign,
  createSecurityKey: ceremonies.create,
}));

const USERS = '/identity/resources/users/v1/mfa';
const noDevices = { webauthn: [], phones: [], authenticators: [], emails: [] };
const withPhone = { ...noDevices, phones: [{ id: 'p1', phoneNumber: '+1•••••••0100' }] };
const withKey = { ...noDevices, webauthn: [{ id: 'k1', deviceType: 'CrossPlatform', name: 'Security key' }] };

describe('the MFA devices manager (wire-compat §3.21)', () => {
  beforeEach(() => {
    ceremonies.sign.mockReset();
    ceremonies.create.mockReset();
  });

  it('adds a phone: the code texted to the number confirms it; the recovery codes show once; the list reloads', async () => {
    const { client, fake } = createTestClient();
    fake.on('GET', `${USERS}/devices`, { body: noDevices }, { body: withPhone });
    const manager = createMfaDevicesManager(client);
    await manager.load();
    expect(manager.store.getState()).toMatchObject({ status: 'ready', devices: noDevices });
    fake
      .on('POST', `${USERS}/sms/enroll`, { body: { otcToken: 'otc-1', phoneNumber: '+14155550100' } })
      .on('POST', `${USERS}/sms/enroll/verify`, { body: { recoveryCode: 'AAAA', recoveryCodes: ['AAAA', 'BBBB'] } });
    await manager.addPhone('+1 415 555 0100');
    expect(fake.calls(`${USERS}/sms/enroll`)[0]?.body).toEqual({ phoneNumber: '+14155550100' });
    expect(manager.store.getState().pendingSms).toEqual({ kind: 'add', otcToken: 'otc-1', phoneNumber: '+14155550100' });
    await manager.confirmSms('123 456');
    expect(fake.calls(`${USERS}/sms/enroll/verify`)[0]?.body).toEqual({ otcToken: 'otc-1', code: '123456' });
    expect(manager.store.getState()).toMatchObject({
      pendingSms: undefined,
      recoveryCodes: ['AAAA', 'BBBB'],
      devices: withPhone,
      busy: false,
    });
    manager.dismissRecoveryCodes();
    expect(manager.store.getState().recoveryCodes).toBeUndefined();
  });

  it('removes a phone with a code texted to it; a wrong code keeps the pending step and shows the error', async () => {
    const { client, fake } = createTestClient();
    fake.on('GET', `${USERS}/devices`, { body: withPhone });
    const manager = createMfaDevicesManager(client);
    await manager.load();
    fake.on('POST', `${USERS}/sms/p1/disable`, { body: { otcToken: 'otc-r', phoneNumber: '+1•••••••0100' } });
    await manager.removePhone('p1');
    expect(manager.store.getState().pendingSms).toEqual({
      kind: 'remove',
      deviceId: 'p1',
      otcToken: 'otc-r',
      phoneNumber: '+1•••••••0100',
    });
    fake.on(
      'POST',
      `${USERS}/sms/p1/disable/verify`,
      { status: 400, body: { errors: ['Invalid code, please try again'], errorCode: 'mfa.invalid_code' } },
      { body: {} },
    );
    await manager.confirmSms('000000');
    expect(manager.store.getState()).toMatchObject({ error: 'Invalid code, please try again', pendingSms: { kind: 'remove' } });
    fake.on('GET', `${USERS}/devices`, { body: noDevices });
    await manager.confirmSms('123456');
    expect(fake.calls(`${USERS}/sms/p1/disable/verify`).at(-1)?.body).toEqual({ otcToken: 'otc-r', code: '123456' });
    expect(manager.store.getState()).toMatchObject({ pendingSms: undefined, devices: noDevices, error: undefined });
  });

  it('registers a security key through the browser and removes it with a signature', async () => {
    const { client, fake } = createTestClient();
    const creation = {
      challenge: 'ch-1',
      rp: { name: 'Acme' },
      user: { id: 'dQ', name: 'ada', displayName: 'Ada' },
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    };
    const attestation = {
      id: 'cred',
      rawId: 'cred',
      type: 'public-key',
      response: { clientDataJSON: 'cd', attestationObject: 'ao' },
      clientExtensionResults: {},
    };
    fake
      .on('GET', `${USERS}/devices`, { body: withKey })
      .on('POST', `${USERS}/webauthn/enroll`, { body: { webauthnToken: 'ch-1', options: creation } })
      .on('POST', `${USERS}/webauthn/enroll/verify`, { body: { recoveryCode: 'CCCC', recoveryCodes: ['CCCC'] } });
    ceremonies.create.mockResolvedValue(attestation);
    const manager = createMfaDevicesManager(client);
    await manager.addSecurityKey('CrossPlatform', 'Blue key');
    expect(ceremonies.create).toHaveBeenCalledWith(creation);
    expect(fake.calls(`${USERS}/webauthn/enroll/verify`)[0]?.body).toEqual({
      deviceType: 'CrossPlatform',
      webauthnToken: 'ch-1',
      options: attestation,
      name: 'Blue key',
    });
    expect(manager.store.getState()).toMatchObject({ recoveryCodes: ['CCCC'], devices: withKey });

    const request = { challenge: 'ch-2', allowCredentials: [{ type: 'public-key', id: 'cred' }] };
    const assertion = { id: 'cred', response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig' } };
    fake
      .on('POST', `${USERS}/webauthn/k1/disable`, { body: { webauthnToken: 'ch-2', options: request } })
      .on('POST', `${USERS}/webauthn/k1/disable/verify`, { body: {} })
      .on('GET', `${USERS}/devices`, { body: noDevices });
    ceremonies.sign.mockResolvedValue(assertion);
    await manager.removeSecurityKey('k1');
    expect(ceremonies.sign).toHaveBeenCalledWith(request);
    expect(fake.calls(`${USERS}/webauthn/k1/disable/verify`)[0]?.body).toEqual({ webauthnToken: 'ch-2', options: assertion });
    expect(manager.store.getState().devices).toEqual(noDevices);
  });

  it('a dismissed key request is told as such and sends nothing more', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', `${USERS}/webauthn/enroll`, { body: { webauthnToken: 'ch-1', options: {} } });
    ceremonies.create.mockRejectedValue(Object.assign(new Error('not allowed'), { name: 'NotAllowedError' }));
    const manager = createMfaDevicesManager(client);
    await manager.addSecurityKey('Platform');
    expect(manager.store.getState()).toMatchObject({
      busy: false,
      error: 'The security key request was cancelled or timed out. Try again.',
    });
    expect(fake.calls(`${USERS}/webauthn/enroll/verify`)).toHaveLength(0);
  });
});
