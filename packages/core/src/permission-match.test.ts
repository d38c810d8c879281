import { describe, expect, it } from 'vitest';
import { hasPermission, permissionMatches } from './permission-match';

describe('permission patterns (spec 000 §6, §4.8.4)', () => {
  it('fe.* covers every fe permission', () => {
    expect(permissionMatches('fe.*', 'fe.secure.read.users')).toBe(true);
    expect(permissionMatches('fe.*', 'other.read')).toBe(false);
  });
  it('treats dots literally', () => {
    expect(permissionMatches('fe.secure.read', 'feXsecureXread')).toBe(false);
    expect(permissionMatches('fe.secure.*.users', 'fe.secure.read.users')).toBe(true);
  });
  it('exact keys match only themselves', () => {
    expect(permissionMatches('fe.secure.read.users', 'fe.secure.read.users')).toBe(true);
    expect(permissionMatches('fe.secure.read.users', 'fe.secure.read.usersX')).toBe(false);
  });
  it('hasPermission checks any of the granted patterns', () => {
    expect(hasPermission(['a.b', 'fe.secure.*'], 'fe.secure.write.users')).toBe(true);
    expect(hasPermission([], 'a')).toBe(false);
  });
});
