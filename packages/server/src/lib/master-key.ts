import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config/config-schema';
import { randomToken } from '../kernel/crypto';

/**
 * The master key that seals private keys at rest: from config, or (outside production) a
 * generated one kept under dataDir with mode 0600 so a dev install works with no setup.
 */
export function resolveMasterKey(config: Pick<Config, 'masterKey' | 'dataDir' | 'nodeEnv'>): string {
  if (config.masterKey) return config.masterKey;
  if (config.nodeEnv === 'production') throw new Error('masterKey is required in production');
  mkdirSync(config.dataDir, { recursive: true });
  const file = join(config.dataDir, 'master.key');
  if (!existsSync(file)) writeFileSync(file, randomToken(32), { mode: 0o600 });
  chmodSync(file, 0o600);
  return readFileSync(file, 'utf8').trim();
}
