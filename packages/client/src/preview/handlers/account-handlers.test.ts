import { PREVIEW_PASSWORD, previewUsers } from '@gatehouse/fixtures';
import { describe, expect, it } from 'vitest';
import { createGatehouseClient } from '../../create-gatehouse-client';
import { createMemoryStorage } from '../../environment';
import { createFakeLocation } from '../../test-utils/create-fake-location';

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

describe('preview: the custom login box', () => {
  it('refuses a branding leaf the login box could not show, naming the leaf as the server does, and saves nothing', async () => {
    const api = await asAdmin();
    const refused = api.updateAdminBoxMetadata({
      body: {
        actions: [
          { type: 'themeV2/palette/primary', payload: 'rgba(0, 0, 0, 0.5)' },
          { type: 'themeV2/loginBox/boxStyle/backgroundColor', payload: 'not a colour' },
          { type: 'localizations/en/login/title', payload: ' ' },
          { type: 'themeV2/loginBox/logo/image', payload: 'http://acme.example/logo.png' },
        ],
      },
    });
    await expect(refused).rejects.toMatchObject({
      errorCode: 'request.invalid',
      errors: [
        'themeV2/palette/primary: must be an opaque colour such as #4461f2',
        'themeV2/loginBox/boxStyle/backgroundColor: must be an opaque colour such as #4461f2',
        'localizations/en/login/title: must be text of 1 to 200 characters',
        'themeV2/loginBox/logo/image: must be an https URL or an image data URL',
      ],
    });
    expect((await api.getAdminBoxMetadata()).configuration).toEqual({});
  });

  it('keeps valid leaves and removes an emptied one', async () => {
    const api = await asAdmin();
    await api.updateAdminBoxMetadata({
      body: {
        actions: [
          { type: 'themeV2/palette/primary', payload: '#c0ffee' },
          { type: 'localizations/en/login/title', payload: 'Welcome to Acme' },
        ],
      },
    });
    const next = await api.updateAdminBoxMetadata({ body: { actions: [{ type: 'localizations/en/login/title', payload: null }] } });
    expect(next.configuration).toEqual({ themeV2: { palette: { primary: '#c0ffee' } }, localizations: { en: { login: {} } } });
  });
});
