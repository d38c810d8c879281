import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entitlementAttributes } from './entitlement-attributes';

describe('entitlementAttributes (wire-compat §4.2)', () => {
  it('maps the token claims to frontegg.* and keeps every claim under jwt.*', () => {
    const claims = {
      sub: 'u1',
      email: 'ann@acme.com',
      email_verified: true,
      tenantId: 't1',
      type: 'userToken',
      metadata: { plan: 'pro', limits: { seats: 5 } },
      roles: ['Admin'],
    };
    expect({ ...entitlementAttributes(claims) }).toEqual({
      'frontegg.email': 'ann@acme.com',
      'frontegg.emailVerified': true,
      'frontegg.userId': 'u1',
      'frontegg.tenantId': 't1',
      'jwt.sub': 'u1',
      'jwt.email': 'ann@acme.com',
      'jwt.email_verified': true,
      'jwt.tenantId': 't1',
      'jwt.type': 'userToken',
      'jwt.metadata.plan': 'pro',
      'jwt.metadata.limits.seats': 5,
      'jwt.roles': ['Admin'],
    });
  });

  it.each([
    ['id wins (reference mapper reads jwt.id; the browser user object)', { id: 'me', sub: 's', type: 'userToken' }, 'me'],
    ['user token: sub', { sub: 's', type: 'userToken' }, 's'],
    ['no type: sub', { sub: 's' }, 's'],
    ['user API token: userId, not the token id in sub', { sub: 'token-id', userId: 'u', type: 'userApiToken' }, 'u'],
    ['user access token: userId', { sub: 'token-id', userId: 'u', type: 'userAccessToken' }, 'u'],
    ['tenant API token: no user', { sub: 'token-id', type: 'tenantApiToken' }, undefined],
    ['tenant access token: no user', { sub: 'token-id', type: 'tenantAccessToken' }, undefined],
  ])('frontegg.userId — %s', (_name, claims, expected) => {
    expect(entitlementAttributes(claims)['frontegg.userId']).toBe(expected);
  });

  it('reads emailVerified of the browser user object when email_verified is absent', () => {
    expect(entitlementAttributes({ emailVerified: false })['frontegg.emailVerified']).toBe(false);
  });

  it('omits frontegg.* attributes that are absent or of the wrong type', () => {
    const a = entitlementAttributes({ email: 5, email_verified: 'yes', tenantId: null, sub: 7 });
    for (const key of ['frontegg.email', 'frontegg.emailVerified', 'frontegg.tenantId', 'frontegg.userId']) expect(key in a).toBe(false);
  });

  it('keeps custom attributes, but never lets them supply frontegg.* or jwt.*', () => {
    const a = entitlementAttributes(
      { email: 'ann@acme.com' },
      { plan: 'pro', 'frontegg.email': 'spoof@evil.com', 'frontegg.userId': 'admin', 'jwt.sub': 'x' },
    );
    expect(a.plan).toBe('pro');
    expect(a['frontegg.email']).toBe('ann@acme.com');
    expect('frontegg.userId' in a).toBe(false);
    expect('jwt.sub' in a).toBe(false);
  });

  it('works without claims, and inherited names are never attributes', () => {
    expect({ ...entitlementAttributes(undefined, { a: 1 }) }).toEqual({ a: 1 });
    const a = entitlementAttributes({ ['__proto__']: { polluted: true } } as Record<string, unknown>);
    expect(a.constructor).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('every custom key outside the reserved namespaces is kept as given', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue()), (claims, custom) => {
        const a = entitlementAttributes(claims, custom);
        for (const key of Object.keys(custom))
          if (!key.startsWith('frontegg.') && !key.startsWith('jwt.')) expect(a[key]).toBe(custom[key]);
        for (const key of Object.keys(a))
          expect(key.startsWith('frontegg.') || key.startsWith('jwt.') || Object.prototype.hasOwnProperty.call(custom, key)).toBe(true);
      }),
    );
  });
});
