import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';

/** A stand-in for the server's HTTP answers (JWKS, entitlements), served through the SDK's `fetch` option. */
export async function fakeGatehouse(issuer = 'https://id.example.com') {
  const keys: { kid: string; privateKey: CryptoKey; jwk: JWK }[] = [];
  const addKey = async (kid: string) => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    keys.push({ kid, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' } });
  };
  const requests: { url: string; authorization: string | null }[] = [];
  let entitlements: (authorization: string | null) => Response = () => Response.json({ features: {}, plans: {}, permissions: {} });
  const fake = {
    issuer,
    requests,
    addKey,
    /** Stops publishing a key (withdrawn after a compromise). */
    withdraw: (kid: string) =>
      void keys.splice(
        keys.findIndex((k) => k.kid === kid),
        1,
      ),
    answerEntitlements(fn: typeof entitlements) {
      entitlements = fn;
    },
    fetch: (async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const authorization = new Headers(init?.headers).get('authorization');
      requests.push({ url, authorization });
      if (url === `${issuer}/.well-known/jwks.json`) return Response.json({ keys: keys.map((k) => k.jwk) });
      if (url === `${issuer}/entitlements/api/v2/user-entitlements`) return entitlements(authorization);
      return new Response('not found', { status: 404 });
    }) as typeof fetch,
    async sign(kid: string, claims: Record<string, unknown> = {}) {
      const key = keys.find((k) => k.kid === kid)!;
      return new SignJWT({ sub: 'user-1', tenantId: 'tenant-1', type: 'userToken', ...claims })
        .setProtectedHeader({ alg: 'ES256', kid })
        .setIssuer(issuer)
        .setAudience('gatehouse')
        .setIssuedAt(typeof claims.iat === 'number' ? claims.iat : undefined)
        .setExpirationTime('5m')
        .sign(key.privateKey);
    },
  };
  await addKey('k1');
  return fake;
}
