import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from '../../../lib/logger';
import { fail } from '../../../kernel/app-error';
import type { Clock } from '../../../kernel/clock';
import { randomToken, sha256 } from '../../../kernel/crypto';
import type { Database } from '../../../storage/schema';
import type { LookupSamlConnection, SamlConnection, SamlIdentity, SamlPost, SamlStart } from './saml-connection';
import { identityFrom } from './saml-identity';
import { readSamlResponse } from './saml-input';
import { oneRequestCache, REQUEST_TTL_MS, samlFor } from './saml-node';
import { refusalReason, samlRefusal } from './saml-refusal';
import { liveRequestByRelayState, insertRequest, recordAssertion, spendRequest, type SamlRequestRow } from './saml-requests.store';
import { checkResponse } from './saml-response-checks';
import { checkStructure } from './saml-structure';
import { loadSpKeyPair, type SpKeyPair } from './sp-key-pair';
import { parseXml } from './xml-dom';

export interface SamlEngineDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: Logger;
  /** Seals the SP private key at rest. */
  masterKey: string;
}

/** The SAML 2.0 service provider: metadata, the sign-in request, and the checks on the response. */
export interface SamlEngine {
  /** Our SP metadata for a connection (entity id, ACS URL over HTTP-POST, signing certificate when requests are signed). */
  spMetadata(connection: SamlConnection): Promise<string>;
  /** Starts a sign-in: the identity provider's URL with the AuthnRequest (HTTP-Redirect), and the RelayState stored with it. */
  startLogin(connection: SamlConnection, options?: { returnTo?: string }): Promise<SamlStart>;
  /** Checks a posted response; the identity, or one refusal (`sso.saml_refused`, reason in `details` and the log). */
  finishLogin(post: SamlPost, lookupConnection: LookupSamlConnection): Promise<SamlIdentity>;
}

const MAX_RELAY_STATE = 80; // ours are 43 characters
const MAX_RETURN_TO = 2048;

export function createSamlEngine(deps: SamlEngineDeps): SamlEngine {
  const { db, clock, log } = deps;
  let keys: Promise<SpKeyPair> | undefined;
  const spKeys = (): Promise<SpKeyPair> => {
    keys ??= loadSpKeyPair(db, clock, deps.masterKey).catch((err: unknown) => {
      keys = undefined;
      throw err;
    });
    return keys;
  };

  async function check(post: SamlPost, lookupConnection: LookupSamlConnection, seen: { request?: SamlRequestRow }): Promise<SamlIdentity> {
    const xml = await readSamlResponse(post.SAMLResponse);
    const { response } = checkStructure(parseXml(xml));
    const relayState = post.RelayState;
    if (typeof relayState !== 'string' || relayState.length === 0 || relayState.length > MAX_RELAY_STATE)
      throw samlRefusal('unknown_request');
    const request = await liveRequestByRelayState(db, sha256(relayState), clock.now());
    if (!request) throw samlRefusal('unknown_request');
    seen.request = request;
    const connection = await lookupConnection({ tenantId: request.tenant_id, connectionId: request.connection_id });
    if (!connection || connection.id !== request.connection_id || connection.tenantId !== request.tenant_id)
      throw samlRefusal('connection');
    if (!connection.enabled) throw samlRefusal('connection_disabled');
    if (connection.idpCertificates.length === 0) throw samlRefusal('connection', 'no identity provider certificate');

    const saml = samlFor(connection, await spKeys(), oneRequestCache({ id: request.id, createdAt: request.created_at }));
    // node-saml reads the same text our checks read (re-encoded from the decoded, checked document).
    const result = await saml
      .validatePostResponseAsync({ SAMLResponse: Buffer.from(xml, 'utf8').toString('base64') })
      .catch((err: unknown) => {
        throw samlRefusal('validator', err instanceof Error ? err.message : 'refused');
      });
    const profile = result.profile;
    if (!profile || result.loggedOut || typeof profile.getAssertionXml !== 'function')
      throw samlRefusal('validator', 'no signed assertion');
    const signed = parseXml(profile.getAssertionXml()).documentElement;
    const now = clock.now();
    const checked = checkResponse(response, signed, { connection, requestId: request.id, now });
    const identity = identityFrom(profile, connection);

    // Spend the request and remember the assertion together: a second response, or the same
    // assertion again, finds one of them taken.
    await db.transaction().execute(async (trx) => {
      const scope = { tenantId: connection.tenantId, connectionId: connection.id };
      if (!(await spendRequest(trx, { id: request.id, ...scope }, now))) throw samlRefusal('replay', 'request already answered');
      if (!(await recordAssertion(trx, { ...scope, assertionId: checked.assertionId, now, expiresAt: checked.validUntil })))
        throw samlRefusal('replay', 'assertion seen before');
    });
    return request.return_to ? { ...identity, returnTo: request.return_to } : identity;
  }

  return {
    async spMetadata(connection) {
      const saml = samlFor(connection, await spKeys(), oneRequestCache(undefined));
      return saml.generateServiceProviderMetadata(null, connection.signRequest ? (await spKeys()).certificatePem : null);
    },

    async startLogin(connection, options = {}) {
      if (!connection.enabled) throw samlRefusal('connection_disabled');
      const returnTo = options.returnTo ?? null;
      if (returnTo !== null && returnTo.length > MAX_RETURN_TO) throw fail('request.invalid', 'The return address is too long');
      const requestId = `_${randomBytes(20).toString('hex')}`; // an NCName: SAML IDs may not start with a digit
      const relayState = randomToken(32);
      const saml = samlFor(connection, await spKeys(), oneRequestCache(undefined), requestId);
      const redirectUrl = await saml.getAuthorizeUrlAsync(relayState, undefined, {});
      await insertRequest(db, {
        id: requestId,
        tenantId: connection.tenantId,
        connectionId: connection.id,
        relayStateHash: sha256(relayState),
        returnTo,
        now: clock.now(),
        ttlMs: REQUEST_TTL_MS,
      });
      return { redirectUrl, relayState };
    },

    async finishLogin(post, lookupConnection) {
      const seen: { request?: SamlRequestRow } = {};
      try {
        return await check(post, lookupConnection, seen);
      } catch (err) {
        const reason = refusalReason(err);
        if (reason) {
          const detail = (err as { details?: { detail?: string } }).details?.detail;
          log.warn(
            { tenantId: seen.request?.tenant_id, connectionId: seen.request?.connection_id, reason, detail },
            'SAML response refused',
          );
        }
        throw err;
      }
    },
  };
}
