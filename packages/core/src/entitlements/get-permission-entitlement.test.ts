import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { permissionMatches } from '../permission-match';
import { attributesArb, contextArb, NOW, PERMISSION_KEYS } from './entitlement-arbitraries';
import { getFeatureEntitlement } from './get-feature-entitlement';
import { getPermissionEntitlement } from './get-permission-entitlement';
import type { FeatureEntitlement, UserEntitlementsContext } from './types';

const feature = (f: Partial<FeatureEntitlement>): FeatureEntitlement => ({ planIds: [], expireTime: null, linkedPermissions: [], ...f });

describe('getPermissionEntitlement: examples (spec 000 §4.8.4, §4.8.8)', () => {
  it('no entitlement set: MISSING_PERMISSION', () => {
    expect(getPermissionEntitlement(undefined, 'fe.read', {})).toEqual({ isEntitled: false, justification: 'MISSING_PERMISSION' });
    expect(getPermissionEntitlement(null, 'fe.read', {}).justification).toBe('MISSING_PERMISSION');
  });
  it('needs a covering key; values of the map are ignored; dots are literal', () => {
    const ctx = (permissions: Record<string, boolean>): UserEntitlementsContext => ({ features: {}, plans: {}, permissions });
    expect(getPermissionEntitlement(ctx({ 'fe.read': true }), 'fe.read', {})).toEqual({ isEntitled: true });
    expect(getPermissionEntitlement(ctx({ 'fe.read': false }), 'fe.read', {}).isEntitled).toBe(true);
    expect(getPermissionEntitlement(ctx({ 'fe.*': true }), 'fe.secure.write', {}).isEntitled).toBe(true);
    expect(getPermissionEntitlement(ctx({ 'fe.read': true }), 'feXread', {}).justification).toBe('MISSING_PERMISSION');
    expect(getPermissionEntitlement(ctx({}), 'toString', {}).justification).toBe('MISSING_PERMISSION');
  });
  it('with linked features, one of them must be entitled', () => {
    const base = { plans: {}, permissions: { 'app.*': true } };
    const expired = feature({ expireTime: NOW - 1, linkedPermissions: ['app.read'] });
    const missing = feature({ linkedPermissions: ['app.read'] });
    const granted = feature({ expireTime: -1, linkedPermissions: ['app.read'] });
    expect(getPermissionEntitlement({ ...base, features: { missing, granted } }, 'app.read', {}, NOW)).toEqual({ isEntitled: true });
    expect(getPermissionEntitlement({ ...base, features: { missing } }, 'app.read', {}, NOW).justification).toBe('MISSING_FEATURE');
    expect(getPermissionEntitlement({ ...base, features: { missing, expired } }, 'app.read', {}, NOW).justification).toBe('BUNDLE_EXPIRED');
    // A feature linked to another permission does not matter.
    expect(
      getPermissionEntitlement({ ...base, features: { other: feature({ linkedPermissions: ['app.write'] }) } }, 'app.read', {}, NOW)
        .isEntitled,
    ).toBe(true);
  });
});

describe('getPermissionEntitlement: properties', () => {
  it('granted iff a key covers it; then entitled iff unlinked or a linked feature is entitled; justifications consistent', () => {
    fc.assert(
      fc.property(contextArb, fc.constantFrom(...PERMISSION_KEYS, 'fe.secure.x', 'zzz'), attributesArb, (ctx, key, attributes) => {
        const result = getPermissionEntitlement(ctx, key, attributes, NOW);
        const granted = Object.keys(ctx.permissions).some((p) => permissionMatches(p, key));
        if (!granted) {
          expect(result).toEqual({ isEntitled: false, justification: 'MISSING_PERMISSION' });
          return;
        }
        const linked = Object.keys(ctx.features).filter((k) => ctx.features[k]!.linkedPermissions.some((p) => permissionMatches(p, key)));
        const results = linked.map((k) => getFeatureEntitlement(ctx, k, attributes, NOW));
        if (linked.length === 0 || results.some((r) => r.isEntitled)) {
          expect(result).toEqual({ isEntitled: true });
        } else {
          expect(result.isEntitled).toBe(false);
          expect(result.justification).toBe(
            results.some((r) => r.justification === 'BUNDLE_EXPIRED') ? 'BUNDLE_EXPIRED' : 'MISSING_FEATURE',
          );
        }
      }),
    );
  });
});

describe('permission patterns (spec 000 §4.8.4)', () => {
  const noStar = fc.string().filter((s) => !s.includes('*'));
  it('* matches anything, including dots and line breaks', () => {
    fc.assert(
      fc.property(fc.string(), (key) => {
        expect(permissionMatches('*', key)).toBe(true);
      }),
    );
  });
  it('prefix.* covers every key with that prefix and no key without it', () => {
    fc.assert(
      fc.property(noStar, fc.string(), fc.string(), (prefix, rest, other) => {
        expect(permissionMatches(`${prefix}*`, prefix + rest)).toBe(true);
        expect(permissionMatches(`${prefix}*`, other)).toBe(other.startsWith(prefix));
      }),
    );
  });
  it('a pattern without * (dots and regex characters included) matches only itself', () => {
    fc.assert(
      fc.property(noStar, fc.string(), (pattern, key) => {
        expect(permissionMatches(pattern, key)).toBe(pattern === key);
      }),
    );
    expect(permissionMatches('a.b', 'aXb')).toBe(false);
    expect(permissionMatches('a+(b)?', 'a+(b)?')).toBe(true);
  });
});
