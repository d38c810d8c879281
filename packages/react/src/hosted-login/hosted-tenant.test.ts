import { describe, expect, it } from 'vitest';
import { hostedTenant } from './hosted-tenant';

describe('hostedTenant', () => {
  it("takes the tenant from the authorization request's organization", () => {
    expect(hostedTenant('/oauth/authorize?client_id=app&organization=acme')).toBe('acme');
    expect(hostedTenant('/oauth/authorize?organization=%20initech%20')).toBe('initech');
  });

  it('names none when the request does not', () => {
    expect(hostedTenant('/oauth/authorize?client_id=app')).toBeUndefined();
    expect(hostedTenant('/oauth/authorize?organization=')).toBeUndefined();
    expect(hostedTenant('/oauth/authorize')).toBeUndefined();
  });
});
