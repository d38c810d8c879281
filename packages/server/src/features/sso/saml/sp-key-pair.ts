import type { Kysely } from 'kysely';
import type { Clock } from '../../../kernel/clock';
import { createSealer } from '../../../kernel/crypto';
import type { Database } from '../../../storage/schema';
import { insertSpKeyIfAbsent, spKeyRow } from './saml-requests.store';
import { newSigningKeyPair } from './self-signed-certificate';

/** The server's SAML service-provider signing key: signs AuthnRequests, published in our metadata. */
export interface SpKeyPair {
  privateKeyPem: string;
  certificatePem: string;
}

const TEN_YEARS_MS = 10 * 365 * 24 * 3600_000;

/**
 * The SP key pair, made on first use and kept in the database sealed under the master key (decision
 * 0049): every process of the server, and every restart, signs with the same key that the identity
 * providers were given in our metadata. Two processes racing to make it keep the first one stored.
 */
export async function loadSpKeyPair(db: Kysely<Database>, clock: Clock, masterKey: string): Promise<SpKeyPair> {
  const sealer = createSealer(masterKey, 'saml-sp-key');
  let row = await spKeyRow(db);
  if (!row) {
    const now = clock.now();
    const made = newSigningKeyPair('Gatehouse SAML service provider', now - 60_000, now + TEN_YEARS_MS);
    await insertSpKeyIfAbsent(db, { privateKey: sealer.seal(made.privateKeyPem), certificate: made.certificatePem, now });
    row = await spKeyRow(db);
    if (!row) throw new Error('The SAML SP key pair could not be stored');
  }
  return { privateKeyPem: sealer.open(row.private_key), certificatePem: row.certificate };
}
