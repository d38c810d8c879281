import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';

const SESSION_BYTES = 16; // the session id (a UUID)
const COUNTER_BYTES = 4; // which token of the session this is: 0 at sign-in, +1 per rotation
const SECRET_BYTES = 16; // 128 random bits; only their SHA-256 is stored
const MAC_BYTES = 16; // HMAC-SHA-256 of the rest, truncated
const BODY_BYTES = SESSION_BYTES + COUNTER_BYTES + SECRET_BYTES;
const TOKEN_LENGTH = Math.ceil(((BODY_BYTES + MAC_BYTES) * 4) / 3);

/** What a refresh token this server minted says: its session, its number, the hash of its secret. */
export interface RefreshTokenParts {
  sessionId: string;
  counter: number;
  secretHash: string;
}

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Refresh tokens that name their session and their place in its rotation (decision 0027). The session row keeps
 * only the current number and the hash of the current secret, so a rotation rewrites one row. The MAC lets the
 * server tell a rotated token it issued (reuse: the family is revoked, RFC 9700 §4.14) from a forgery naming a
 * session id, which access tokens carry in `sid`: without it, anyone could revoke anyone's session.
 */
export function createRefreshTokens(masterKey: string) {
  const key = Buffer.from(hkdfSync('sha256', masterKey, 'gatehouse', 'refresh-token-mac', 32));
  const mac = (body: Buffer) => createHmac('sha256', key).update(body).digest().subarray(0, MAC_BYTES);
  return {
    /** A new token of a session, number `counter`, and the hash of its secret to store. */
    mint(sessionId: string, counter: number): { token: string; secretHash: string } {
      const body = Buffer.alloc(BODY_BYTES);
      Buffer.from(sessionId.replace(/-/g, ''), 'hex').copy(body, 0);
      body.writeUInt32BE(counter, SESSION_BYTES);
      const secret = randomBytes(SECRET_BYTES);
      secret.copy(body, SESSION_BYTES + COUNTER_BYTES);
      return { token: Buffer.concat([body, mac(body)]).toString('base64url'), secretHash: sha256(secret) };
    },
    /** The parts of a token this server minted; null for anything else (wrong length or alphabet, a MAC that does not verify). */
    parse(token: string): RefreshTokenParts | null {
      if (token.length !== TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return null;
      const raw = Buffer.from(token, 'base64url');
      if (raw.length !== BODY_BYTES + MAC_BYTES) return null;
      const body = raw.subarray(0, BODY_BYTES);
      if (!timingSafeEqual(raw.subarray(BODY_BYTES), mac(body))) return null;
      const hex = body.subarray(0, SESSION_BYTES).toString('hex');
      return {
        sessionId: `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
        counter: body.readUInt32BE(SESSION_BYTES),
        secretHash: sha256(body.subarray(SESSION_BYTES + COUNTER_BYTES)),
      };
    },
  };
}

/** The refresh-token codec. */
export type RefreshTokens = ReturnType<typeof createRefreshTokens>;
