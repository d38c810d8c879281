import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;
import type { Config } from '../config/config-schema';

/** Hashes and verifies passwords with argon2id (OWASP parameters), off the event loop. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string | null, password: string): Promise<boolean>;
  /** Whether a stored hash was made with other parameters than the configured ones. */
  needsRehash(hash: string): boolean;
  /** Verifications performed (a metric: rate limits are proven by counting these). */
  readonly verifications: number;
}

/** NFKC-normalises a password before hashing (ASVS 2.1.4, NIST 800-63B 5.1.1.2). */
export const normalizePassword = (password: string): string => password.normalize('NFKC');

/** Length in Unicode code points, the unit NIST counts in. */
export const passwordLength = (password: string): number => [...normalizePassword(password)].length;

/** argon2id hasher; `verify(null, …)` checks against a dummy hash so unknown users cost the same time. */
export async function createPasswordHasher(
  config: Pick<Config, 'argon2MemoryKib' | 'argon2Iterations' | 'argon2Parallelism' | 'pepper'>,
): Promise<PasswordHasher> {
  const options = {
    algorithm: ARGON2ID,
    memoryCost: config.argon2MemoryKib,
    timeCost: config.argon2Iterations,
    parallelism: config.argon2Parallelism,
    secret: config.pepper ? Buffer.from(config.pepper) : undefined,
  };
  const dummy = await hash('gatehouse-dummy-password-for-timing', options);
  let verifications = 0;
  return {
    hash: (password) => hash(normalizePassword(password), options),
    async verify(stored, password) {
      verifications++;
      try {
        const ok = await verify(stored ?? dummy, normalizePassword(password), { secret: options.secret });
        return ok && stored !== null;
      } catch {
        return false;
      }
    },
    needsRehash: (stored) => !stored.startsWith(`$argon2id$v=19$m=${options.memoryCost},t=${options.timeCost},p=${options.parallelism}$`),
    get verifications() {
      return verifications;
    },
  };
}
