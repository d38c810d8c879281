import { describe, expect, it } from 'vitest';
import { createGatehouse, type ApiTokenLookup } from '../src/index';
import { fakeGatehouse } from './fake-gatehouse';

describe('an API token issued in the same second the active list was loaded', () => {
  it('is looked up again rather than refused: iat counts whole seconds, the list its load in milliseconds', async () => {
    const gh = await fakeGatehouse();
    const issuedAt = Math.floor(Date.now() / 1000);
    // The cached list was loaded half a second into the token's issuing second, before the token existed.
    const listLoadedAt = issuedAt * 1000 + 500;
    const asked: (number | undefined)[] = [];
    const lookup: ApiTokenLookup = {
      async activeIds(_owner, loadedAfter) {
        asked.push(loadedAfter);
        // A reload happens only when the cached list is older than `loadedAfter`; the reloaded list has the token.
        return new Set(loadedAfter !== undefined && loadedAfter > listLoadedAt ? ['token-1'] : []);
      },
      authorization: async () => ({ roles: [], permissions: [] }),
    };
    const gatehouse = createGatehouse({ issuer: gh.issuer, fetch: gh.fetch, apiTokens: { lookup } });
    const token = await gh.sign('k1', { type: 'tenantApiToken', sub: 'token-1', iat: issuedAt });
    await expect(gatehouse.verify(token)).resolves.toMatchObject({ apiTokenId: 'token-1' });
    expect(asked).toEqual([undefined, (issuedAt + 1) * 1000]);
  });
});
