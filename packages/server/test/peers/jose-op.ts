import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { formOf, json, redirectWithCode, serveHttp, takeGrant } from './serve-http';
import { pkceMatches } from './pkce-check';

/** What the next ID token gets wrong (one thing at a time). */
export interface IdTokenFault {
  iss?: string;
  aud?: string | string[];
  nonce?: string;
  expired?: boolean;
  algNone?: boolean;
  emailVerified?: boolean;
  /** Signed with a key the JWKS does not publish. */
  foreignKey?: boolean;
}

/**
 * A small OpenID provider signing its ID tokens with jose, whose next token can be made wrong on purpose: the
 * relying party's checks are tried against it. It signs in the test's `subject`/`email` at once.
 */
export async function startJoseOp(client: { clientId: string; clientSecret: string }) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'k1', use: 'sig', alg: 'RS256' };
  const codes = new Map<string, { nonce?: string; challenge?: string }>();
  const state = { fault: {} as IdTokenFault, subject: 'op-user-1', email: 'op.user@example.com' };
  let issuer = '';
  const idToken = async (nonce: string | undefined) => {
    const f = state.fault;
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      email: state.email,
      email_verified: f.emailVerified ?? true,
      name: 'Op User',
      ...((f.nonce ?? nonce) ? { nonce: f.nonce ?? nonce } : {}),
    };
    if (f.algNone) {
      const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const payload = { ...claims, iss: issuer, aud: client.clientId, sub: state.subject, iat: now, exp: now + 300 };
      return `${enc({ alg: 'none', typ: 'JWT' })}.${enc(payload)}.`;
    }
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(f.iss ?? issuer)
      .setAudience(f.aud ?? client.clientId)
      .setSubject(state.subject)
      .setIssuedAt(f.expired ? now - 3600 : now)
      .setExpirationTime(f.expired ? now - 1800 : now + 300)
      .sign(f.foreignKey ? foreign.privateKey : privateKey);
  };
  const http = await serveHttp(async (req, res) => {
    const url = new URL(req.url!, 'http://x');
    if (url.pathname === '/.well-known/openid-configuration')
      return json(res, 200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        userinfo_endpoint: `${issuer}/userinfo`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
        code_challenge_methods_supported: ['S256'],
      });
    if (url.pathname === '/jwks') return json(res, 200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        nonce: url.searchParams.get('nonce') ?? undefined,
        challenge: url.searchParams.get('code_challenge') ?? undefined,
      });
      return redirectWithCode(res, url, code);
    }
    if (url.pathname === '/token' && req.method === 'POST') {
      const form = await formOf(req);
      const grant = takeGrant(codes, form);
      if (!grant || form.get('client_secret') !== client.clientSecret || !pkceMatches(form.get('code_verifier'), grant.challenge))
        return json(res, 400, { error: 'invalid_grant' });
      return json(res, 200, {
        access_token: randomBytes(16).toString('hex'),
        token_type: 'Bearer',
        expires_in: 300,
        id_token: await idToken(grant.nonce),
      });
    }
    return json(res, 404, { error: 'not_found' });
  });
  issuer = http.base;
  return { ...http, state };
}
