import { createPrivateKey } from 'node:crypto';
import { createSealer } from '../../src/kernel/crypto';
import type { TestServer } from '../harness';

/**
 * Secret strings no answer may contain: the master key, each signing key as stored (sealed), and
 * its private material (PEM lines, the JWK private exponent/scalar).
 */
export async function fuzzSecrets(t: TestServer): Promise<string[]> {
  const secrets = [t.config.masterKey!];
  const sealer = createSealer(t.config.masterKey!, 'signing-keys');
  for (const { private_key } of await t.deps.db.kysely.selectFrom('signing_keys').select('private_key').execute()) {
    const pem = sealer.open(private_key);
    const jwk = createPrivateKey(pem).export({ format: 'jwk' });
    secrets.push(private_key, ...pem.split('\n').filter((line) => line.length >= 40 && !line.startsWith('-----')), jwk.d!);
  }
  if (secrets.length < 4) throw new Error('fuzz secrets: no signing key found');
  return secrets;
}

/** Every stored bearer-secret hash (refresh tokens, activation and reset links) at this moment. */
export async function storedTokenHashes(t: TestServer): Promise<string[]> {
  const db = t.deps.db.kysely;
  const refresh = await db.selectFrom('sessions').select('refresh_hash').where('refresh_hash', 'is not', null).execute();
  const links = await db.selectFrom('one_time_tokens').select('token_hash').execute();
  return [...refresh.map((r) => r.refresh_hash!), ...links.map((r) => r.token_hash)];
}
