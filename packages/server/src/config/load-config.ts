import { readFileSync } from 'node:fs';
import { configSchema, envName, type Config } from './config-schema';

/** Thrown when the configuration is invalid; the message lists every bad key. */
export class ConfigError extends Error {}

/**
 * Loads the configuration from the environment and an optional JSON file named by
 * `GATEHOUSE_CONFIG_FILE` (environment wins). The only place that reads the environment.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Record<string, unknown> = {}): Config {
  const input: Record<string, unknown> = {};
  const file = env.GATEHOUSE_CONFIG_FILE;
  if (file) {
    try {
      Object.assign(input, JSON.parse(readFileSync(file, 'utf8')));
    } catch (e) {
      throw new ConfigError(`Invalid configuration: cannot read GATEHOUSE_CONFIG_FILE ${file}: ${(e as Error).message}`);
    }
  }
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[envName(key)];
    if (value !== undefined && value !== '') input[key] = value;
  }
  Object.assign(input, overrides);
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => {
      const key = String(i.path[0] ?? '');
      return `  - ${key} (${envName(key)}): ${i.message}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // Without an explicit public URL the server is addressed locally on its own port.
  if (input.publicUrl === undefined) config.publicUrl = `http://localhost:${config.port}`;
  if (config.nodeEnv === 'production') {
    const bad: string[] = [];
    if (!config.masterKey) bad.push(`  - masterKey (${envName('masterKey')}): required in production`);
    if (!config.publicUrl.startsWith('https://')) bad.push(`  - publicUrl (${envName('publicUrl')}): must be https in production`);
    if (bad.length) throw new ConfigError(`Invalid configuration:\n${bad.join('\n')}`);
  }
  return config;
}
