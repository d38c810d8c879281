import { allEndpointList } from '@gatehouse/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { syntheticEndpoint } from './synthetic-endpoint';
import { urlParameters } from './url-parameters';

// The redirect gate feeds its corpus to what this finds, so a route added later is covered only if it is found.
describe('urlParameters', () => {
  it('finds URL-taking parameters by name in bodies, queries and nested objects, through wrappers', () => {
    const route = syntheticEndpoint({
      id: 'example',
      method: 'post',
      path: '/example',
      access: { kind: 'public' },
      body: z
        .object({ redirectUrl: z.string().optional(), options: z.object({ redirect_uri: z.string() }).nullable(), name: z.string() })
        .optional(),
      query: z.object({ returnTo: z.preprocess((v) => v, z.string().optional()), next: z.string(), page: z.string() }),
    });
    expect(urlParameters([route]).map((p) => `${p.in}.${p.path.join('.')}`)).toEqual([
      'body.redirectUrl',
      'body.options.redirect_uri',
      'query.returnTo',
      'query.next',
    ]);
  });

  it('finds the URL parameters of the current contracts', () => {
    const found = urlParameters(allEndpointList).map((p) => `${p.endpoint.id} ${p.in}.${p.path.join('.')}`);
    expect(found).toContain('updateMe body.profilePictureUrl');
    // SSO sign-in: the SAML RelayState (ACS and post-login) and the OIDC redirect URI and RelayState.
    expect(found).toEqual(
      expect.arrayContaining([
        'samlAcs body.RelayState',
        'samlPostlogin body.RelayState',
        'oidcPostloginV2 body.RelayState',
        'oidcPostloginV2 body.redirectUri',
        'oidcPostloginV1 body.redirectUri',
      ]),
    );
  });
});
