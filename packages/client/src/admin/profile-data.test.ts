import { describe, expect, it } from 'vitest';
import { fakeMe } from '../test-utils/fixtures';
import { answer, run, sent, signedInAdmin, watch } from './admin-test-kit';

const item = (id: string, phoneNumber: string, verified: boolean) => ({ id, phoneNumber, verified, createdAt: 'x', updatedAt: 'x' });

describe('profile', () => {
  it('reads the password policy, phone numbers, MFA devices and the profile under the tenant', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'passwordConfig', {}, { body: { minLength: 10 } });
    answer(fake, 'getUserOwnPhoneNumbers', {}, { body: [item('p-1', '+15550000002', true)] });
    answer(fake, 'listMfaDevices', {}, { body: { authenticators: [{ id: 'a-1' }], phones: [], webauthn: [], emails: [] } });
    const { passwordPolicy, phoneNumbers, mfaDevices, me } = admin.profile.queries;
    expect(passwordPolicy().queryKey).toEqual(['gatehouse', 'tenant-1', 'profile', 'passwordPolicy']);
    expect(await queryClient.fetchQuery(passwordPolicy())).toEqual({ minLength: 10 });
    expect((await queryClient.fetchQuery(phoneNumbers())).map((p) => p.id)).toEqual(['p-1']);
    expect((await queryClient.fetchQuery(mfaDevices())).authenticators).toEqual([{ id: 'a-1' }]);
    expect((await queryClient.fetchQuery(me())).email).toBe('ada@example.com');
  });

  it('saves the name and keeps the answer as the cached profile', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'updateMe', {}, { body: fakeMe({ name: 'Ada King' }) });
    await run(queryClient, admin.profile.mutations.updateMe(), { name: 'Ada King' });
    expect(sent(fake, 'updateMe')[0]!.body).toEqual({ name: 'Ada King' });
    expect(queryClient.getQueryData(admin.profile.queries.me().queryKey)).toMatchObject({ name: 'Ada King' });
  });

  it('changes the password with the current and the new one', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'changePassword', {}, { body: {} });
    await run(queryClient, admin.profile.mutations.changePassword(), { password: 'old secret', newPassword: 'a long new one' });
    expect(sent(fake, 'changePassword')[0]!.body).toEqual({ password: 'old secret', newPassword: 'a long new one' });
  });

  it('adds a phone number once its texted code comes back (spaces taken out), then reloads the list', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'getUserOwnPhoneNumbers', {}, { body: [] }, { body: [item('p-3', '+15550000004', true)] });
    answer(fake, 'createPhoneNumber', {}, { body: { otcToken: 'otc-add' } });
    answer(fake, 'verifyPhoneNumber', {}, { body: {} });
    const { observer, stop } = await watch(queryClient, admin.profile.queries.phoneNumbers());
    const started = await run(queryClient, admin.profile.mutations.addPhoneNumber(), ' +15550000004 ');
    expect(started.otcToken).toBe('otc-add');
    expect(sent(fake, 'createPhoneNumber')[0]!.body).toEqual({ phoneNumber: '+15550000004', verify: true });
    expect(sent(fake, 'getUserOwnPhoneNumbers')).toHaveLength(1);
    await run(queryClient, admin.profile.mutations.verifyPhoneNumber(), { otcToken: 'otc-add', code: '123 456' });
    expect(sent(fake, 'verifyPhoneNumber')[0]!.body).toEqual({ otcToken: 'otc-add', code: '123456' });
    expect(observer.getCurrentResult().data?.map((p) => p.id)).toEqual(['p-3']);
    stop();
  });

  it('removes an unverified number at once, and a verified one only with its texted code', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'getUserOwnPhoneNumbers', {}, { body: [] });
    answer(fake, 'deletePhoneNumber', { phoneId: 'p-2' }, { body: { phoneId: 'p-2' } });
    answer(fake, 'deletePhoneNumber', { phoneId: 'p-1' }, { body: { phoneId: 'p-1', otcToken: 'otc-del' } });
    answer(fake, 'verifyDeletePhoneNumber', { phoneId: 'p-1' }, { body: {} });
    const { stop } = await watch(queryClient, admin.profile.queries.phoneNumbers());
    await run(queryClient, admin.profile.mutations.removePhoneNumber(), 'p-2');
    expect(sent(fake, 'getUserOwnPhoneNumbers')).toHaveLength(2);
    const pending = await run(queryClient, admin.profile.mutations.removePhoneNumber(), 'p-1');
    expect(pending.otcToken).toBe('otc-del');
    expect(sent(fake, 'getUserOwnPhoneNumbers')).toHaveLength(2);
    await run(queryClient, admin.profile.mutations.verifyRemovePhoneNumber(), { phoneId: 'p-1', otcToken: 'otc-del', code: '654 321' });
    expect(sent(fake, 'verifyDeletePhoneNumber', { phoneId: 'p-1' })[0]!.body).toEqual({ otcToken: 'otc-del', code: '654321' });
    expect(sent(fake, 'getUserOwnPhoneNumbers')).toHaveLength(3);
    stop();
  });

  it('changes the sign-in phone with a code texted to the new number', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'changePhoneNumberWithVerification', {}, { body: { changePhoneId: 'chg-1' } });
    answer(fake, 'verifyChangePhoneNumber', {}, { body: {} });
    const { changePhoneId } = await run(queryClient, admin.profile.mutations.changeSignInPhone(), '+15550000009');
    await run(queryClient, admin.profile.mutations.verifySignInPhone(), { changePhoneId, code: '111 222' });
    expect(sent(fake, 'changePhoneNumberWithVerification')[0]!.body).toEqual({ phoneNumber: '+15550000009' });
    expect(sent(fake, 'verifyChangePhoneNumber')[0]!.body).toEqual({ changePhoneId: 'chg-1', code: '111222' });
  });

  it('removes an authenticator app with a current code, then reloads the devices', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    const devices = (ids: string[]) => ({ authenticators: ids.map((id) => ({ id })), phones: [], webauthn: [], emails: [] });
    answer(fake, 'listMfaDevices', {}, { body: devices(['a-1', 'a-2']) }, { body: devices(['a-2']) });
    answer(fake, 'disableAuthenticator', { deviceId: 'a-1' }, { body: {} });
    const { observer, stop } = await watch(queryClient, admin.profile.queries.mfaDevices());
    await run(queryClient, admin.profile.mutations.removeAuthenticator(), { deviceId: 'a-1', code: '123 456' });
    expect(sent(fake, 'disableAuthenticator', { deviceId: 'a-1' })[0]!.body).toEqual({ token: '123456' });
    expect(observer.getCurrentResult().data?.authenticators).toEqual([{ id: 'a-2' }]);
    stop();
  });

  it('saves the name, address and job title: the two in the metadata, every other key kept; the session shows the answer', async () => {
    const { admin, client, queryClient, fake } = await signedInAdmin();
    const metadata = JSON.stringify({ theme: 'dark', address: 'Old street' });
    queryClient.setQueryData(admin.profile.queries.me().queryKey, fakeMe({ metadata }));
    const saved = fakeMe({ name: 'Ada King', metadata: JSON.stringify({ theme: 'dark', jobTitle: 'Analyst' }) });
    answer(fake, 'updateMe', {}, { body: saved });
    await run(queryClient, admin.profile.mutations.saveDetails(), { name: ' Ada King ', address: ' ', jobTitle: ' Analyst ' });
    const body = sent(fake, 'updateMe')[0]!.body as { name: string; metadata: string };
    expect(body.name).toBe('Ada King');
    expect(JSON.parse(body.metadata)).toEqual({ theme: 'dark', jobTitle: 'Analyst' });
    expect(client.session.getState().user).toMatchObject({ name: 'Ada King', metadata: saved.metadata });
    expect(admin.profile.detailsOf(saved.metadata)).toEqual({ address: '', jobTitle: 'Analyst' });
    // Nothing to change, nothing sent.
    expect(await run(queryClient, admin.profile.mutations.saveDetails(), {})).toBeNull();
    expect(sent(fake, 'updateMe')).toHaveLength(1);
  });

  it('reads the address and job title from any metadata, and writes them over metadata that is not an object', async () => {
    const { admin } = await signedInAdmin();
    expect(admin.profile.detailsOf(JSON.stringify({ address: 'Main St 1', jobTitle: 'CTO' }))).toEqual({
      address: 'Main St 1',
      jobTitle: 'CTO',
    });
    for (const odd of [undefined, null, '', 'not json', '[1,2]', '{"address":3}'])
      expect(admin.profile.detailsOf(odd)).toEqual({ address: '', jobTitle: '' });
  });

  it('sends a picture only when it differs from the current one (spec 001 §5), removes it with an empty value', async () => {
    const { admin, client, queryClient, fake } = await signedInAdmin();
    const current = 'data:image/png;base64,AAAA';
    const next = 'data:image/webp;base64,BBBB';
    queryClient.setQueryData(admin.profile.queries.me().queryKey, fakeMe({ profilePictureUrl: current }));
    answer(fake, 'updateMe', {}, { body: fakeMe({ profilePictureUrl: next }) }, { body: fakeMe({ profilePictureUrl: null }) });
    expect(await run(queryClient, admin.profile.mutations.savePicture(), current)).toBeNull();
    expect(sent(fake, 'updateMe')).toHaveLength(0);
    await run(queryClient, admin.profile.mutations.savePicture(), next);
    expect(client.session.getState().user?.profilePictureUrl).toBe(next);
    await run(queryClient, admin.profile.mutations.savePicture(), '');
    expect(sent(fake, 'updateMe').map((r) => r.body)).toEqual([{ profilePictureUrl: next }, { profilePictureUrl: '' }]);
    // Nothing but an image data URL is uploaded.
    for (const odd of ['https://cdn.example.com/a.png', 'data:image/svg+xml;base64,PHN2Zy8+'])
      await expect(run(queryClient, admin.profile.mutations.savePicture(), odd)).rejects.toThrow('PNG, JPEG or WebP');
    expect(sent(fake, 'updateMe')).toHaveLength(2);
  });

  it('reads the second factors the vendor offers', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    const strategies = [
      { strategy: 'AuthenticatorApp', isActive: true },
      { strategy: 'SMS', isActive: false },
    ];
    answer(fake, 'mfaStrategiesConfig', {}, { body: { strategies } });
    expect(await queryClient.fetchQuery(admin.profile.queries.mfaStrategies())).toEqual(strategies);
  });
});
