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
  const bad = new Map<string, string>();
  for (const i of parsed.success ? [] : parsed.error.issues) {
    const key = String(i.path[0] ?? '');
    bad.set(key, bad.has(key) ? `${bad.get(key)}; ${i.message}` : i.message);
  }
  // Production rules join the same report, so one start shows every problem at once.
  // (An unset publicUrl defaults to plain http on localhost.)
  if (input.nodeEnv === 'production') {
    if (!input.masterKey && !bad.has('masterKey')) bad.set('masterKey', 'required in production');
    if (!String(input.publicUrl ?? '').startsWith('https://') && !bad.has('publicUrl')) bad.set('publicUrl', 'must be https in production');
  }
  // A vendor credential needs both halves; one alone is a mistake worth stopping for.
  if ((input.vendorClientId === undefined) !== (input.vendorSecret === undefined) && !bad.has('vendorSecret'))
    bad.set(input.vendorClientId === undefined ? 'vendorClientId' : 'vendorSecret', 'vendorClientId and vendorSecret are set together');
  if (!parsed.success || bad.size > 0) {
    const lines = [...bad].map(([key, message]) => `  - ${key} (${envName(key)}): ${message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  // Without an explicit public URL the server is addressed locally on its own port.
  if (input.publicUrl === undefined) config.publicUrl = `http://localhost:${config.port}`;
  return config;
}
