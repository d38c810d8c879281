import { describe, expect, it } from 'vitest';
import { createTestClient } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { SOCIAL_INVITATION_KEY, SOCIAL_PROVIDER_KEY, socialProviders, startSocialLogin, type SocialProvider } from './social-providers';

const google: SocialProvider = {
  type: 'google',
  clientId: 'google-client',
  redirectUrl: 'https://app.example.com/account/social/success',
  active: true,
  authorizationUrl: '/identity/resources/auth/v1/user/sso/google/authorize',
  customised: false,
};

describe('social providers', () => {
  it('lists the active providers the server can start', async () => {
    const { client, fake } = createTestClient();
    fake.on('GET', paths.socialProviders, {
      body: [
        google,
        { ...google, type: 'github', active: false },
        { ...google, type: 'slack', authorizationUrl: undefined },
        { ...google, type: 'microsoft' },
      ],
    });
    expect((await socialProviders(client)).map((p) => p.type)).toEqual(['google', 'microsoft']);
  });

  it('start remembers the provider and opens the server’s authorize address', () => {
    const { client, location } = createTestClient();
    startSocialLogin(client, google);
    expect(client.sessionStorage.getItem(SOCIAL_PROVIDER_KEY)).toBe('google');
    expect(location.assigned).toEqual(['https://auth.example.com/identity/resources/auth/v1/user/sso/google/authorize']);
  });

  it('start remembers the invitation of the sign-in page, which the provider round trip drops', () => {
    const { client } = createTestClient({ url: 'https://app.example.com/account/login?invitationToken=inv-1' });
    startSocialLogin(client, google);
    expect(client.sessionStorage.getItem(SOCIAL_INVITATION_KEY)).toBe('inv-1');
  });

  it('start keeps an absolute authorize address as it is', () => {
    const { client, location } = createTestClient();
    startSocialLogin(client, { ...google, authorizationUrl: 'https://login.example.com/authorize?x=1' });
    expect(location.assigned).toEqual(['https://login.example.com/authorize?x=1']);
  });
});
