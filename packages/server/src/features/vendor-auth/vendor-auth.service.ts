import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import type { VendorContext } from '../../http/auth-context';
import { fail } from '../../kernel/app-error';
import type { KeyStore } from '../../keys/key-store';
import type { Clock } from '../../kernel/clock';
import { safeEqual, sha256 } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import type { Database } from '../../storage/schema';
import { claimAttempt, clientSecretOf, forgiveAttempts, type LockoutPolicy } from '../../kernel/failed-attempts';
import { activeCredential } from './vendor-credentials.store';

/** The `type` claim of vendor tokens: no user route accepts it, and vendor routes accept nothing else. */
export const VENDOR_TOKEN_TYPE = 'vendorToken';
const AUDIENCE = 'gatehouse';
// Compared against when the client id is unknown, so both answers cost the same.
const DUMMY_HASH = sha256('gatehouse-no-such-vendor-credential');

/** Vendor credentials → vendor tokens, and vendor tokens → the calling credential (decision 0011). */
export function createVendorAuthService(deps: {
  db: Kysely<Database>;
  keys: KeyStore;
  config: Pick<Config, 'vendorTokenTtlSeconds'> & LockoutPolicy;
  clock: Clock;
  events: EventEmitter;
}) {
  const { db, keys, config, clock, events } = deps;
  return {
    /** `POST /auth/vendor`: a short-lived vendor token for a good client id and secret (the route limits it per IP like sign-in). */
    async exchange(clientId: string, secret: string, ctx: RequestContext): Promise<{ token: string; expiresIn: number }> {
      // Claimed before the secret is compared, so parallel guesses cannot outrun the lockout (issue 14 item 1).
      const attempts = clientSecretOf('vendor', clientId);
      if (!(await claimAttempt(db, clock, config, attempts))) throw fail('request.rate_limited');
      const row = await activeCredential(db, clientId);
      const matches = safeEqual(sha256(secret), row?.secret_hash ?? DUMMY_HASH);
      const actor = actingAs(ctx, row?.id ?? null);
      if (!row || !matches) {
        await events.emit(db, actor, 'vendor.token_refused', row?.id ?? null);
        throw fail('vendor.invalid_credentials');
      }
      await forgiveAttempts(db, attempts);
      const now = Math.floor(clock.now() / 1000);
      const token = await keys.signJwt({
        type: VENDOR_TOKEN_TYPE,
        sub: row.id,
        vendorId: row.vendor_id,
        aud: AUDIENCE,
        iat: now,
        exp: now + config.vendorTokenTtlSeconds,
      });
      await events.emit(db, actor, 'vendor.token_issued', row.id);
      return { token, expiresIn: config.vendorTokenTtlSeconds };
    },

    /** The credential behind a vendor token, or null: bad signature, expired, another token type, or a revoked credential. */
    async authenticate(token: string): Promise<VendorContext | null> {
      let claims;
      try {
        claims = await keys.verifyJwt(token);
      } catch {
        return null;
      }
      if (
        claims.type !== VENDOR_TOKEN_TYPE ||
        claims.aud !== AUDIENCE ||
        typeof claims.sub !== 'string' ||
        typeof claims.vendorId !== 'string'
      )
        return null;
      // Checked on every call, so revoking a credential ends its tokens at once.
      const row = await activeCredential(db, claims.sub);
      if (!row || row.vendor_id !== claims.vendorId) return null;
      return { credentialId: row.id, vendorId: row.vendor_id };
    },
  };
}

/** The vendor credential service. */
export type VendorAuthService = ReturnType<typeof createVendorAuthService>;
