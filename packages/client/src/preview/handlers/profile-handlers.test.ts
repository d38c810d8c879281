import { PREVIEW_CODE, PREVIEW_PASSWORD, previewUsers } from '@gatehouse/fixtures';
import { describe, expect, it } from 'vitest';
import { createGatehouseClient } from '../../create-gatehouse-client';
import { createMemoryStorage } from '../../environment';
import { createFakeLocation } from '../../test-utils/create-fake-location';

// The profile's walkthrough in preview mode: a picture is kept under the server's rule, and apps can be added one
// after another as on the server.

async function asAdmin() {
  const client = createGatehouseClient({
    preview: { delayMs: 0 },
    location: createFakeLocation('https://app.example.com/'),
    storage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
  });
  await client.completeLogin(await client.api.login({ body: { email: previewUsers.admin.email, password: PREVIEW_PASSWORD } }));
  return client.api;
}

describe("preview: the signed-in user's profile", () => {
  it('keeps an image data URL as the picture, removes it with an empty value, and refuses anything else untouched', async () => {
    const api = await asAdmin();
    const picture = 'data:image/webp;base64,UklGRgAAAABXRUJQ';
    expect((await api.updateMe({ body: { profilePictureUrl: picture } })).profilePictureUrl).toBe(picture);
    await expect(
      api.updateMe({ body: { name: 'Not saved', profilePictureUrl: 'data:image/svg+xml;base64,PHN2Zy8+' } }),
    ).rejects.toMatchObject({
      status: 400,
      errorCode: 'request.invalid',
    });
    expect(await api.getMe()).toMatchObject({ profilePictureUrl: picture, name: previewUsers.admin.name });
    expect((await api.updateMe({ body: { profilePictureUrl: '' } })).profilePictureUrl).toBeNull();
  });

  it('adds a second authenticator app, each with new recovery codes', async () => {
    const api = await asAdmin();
    const before = (await api.listMfaDevices()).authenticators.length;
    for (let i = 0; i < 2; i++) {
      await api.enrollAuthenticator({ body: {} });
      expect((await api.verifyAuthenticatorEnrollment({ body: { token: PREVIEW_CODE } })).recoveryCodes).toHaveLength(10);
    }
    expect((await api.listMfaDevices()).authenticators).toHaveLength(before + 2);
  });
});
