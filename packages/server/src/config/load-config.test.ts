import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configSchema, envName } from './config-schema';
import { ConfigError, loadConfig } from './load-config';

const MASTER_KEY = 'a-master-key-of-at-least-32-characters!';

/** The ConfigError a load throws (fails the test when it does not throw one). */
function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-config-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('loads the documented defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      publicUrl: 'http://localhost:3000',
      dataDir: './data',
      jwtAlgorithm: 'RS256',
      accessTokenTtlSeconds: 600,
      passwordMinLength: 15,
      passwordMaxLength: 128,
      allowSignups: true,
      allowNotVerifiedUsersLogin: false,
      maxBodyBytes: 1_048_576,
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.masterKey).toBeUndefined();
    expect(config.allowedOrigins).toEqual(['http://localhost:5173']);
  });

  it('maps PORT, GATEHOUSE_DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', GATEHOUSE_DATA_DIR: '/var/lib/gatehouse', DATABASE_URL: 'postgres://db.internal/gatehouse' });
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe('/var/lib/gatehouse');
    expect(config.databaseUrl).toBe('postgres://db.internal/gatehouse');
    // Without an explicit public URL the server is addressed on its own port.
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', GATEHOUSE_PUBLIC_URL: 'https://id.example.com' }).publicUrl).toBe('https://id.example.com');
  });

  it('reads every other key from GATEHOUSE_<SCREAMING_SNAKE> and coerces types', () => {
    expect(envName('accessTokenTtlSeconds')).toBe('GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS');
    const config = loadConfig({
      GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS: '900',
      GATEHOUSE_ALLOW_SIGNUPS: 'false',
      GATEHOUSE_TRUST_PROXY: '1',
      GATEHOUSE_ALLOWED_ORIGINS: 'https://a.example.com, https://b.example.com',
      GATEHOUSE_JWT_ALGORITHM: 'EdDSA',
    });
    expect(config).toMatchObject({ accessTokenTtlSeconds: 900, allowSignups: false, trustProxy: true, jwtAlgorithm: 'EdDSA' });
    expect(config.allowedOrigins).toEqual(['https://a.example.com', 'https://b.example.com']);
    // Every key has a distinct environment name.
    const names = Object.keys(configSchema.shape).map(envName);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reports every bad value in one ConfigError naming the key and its variable', () => {
    const error = configError({
      PORT: 'abc',
      GATEHOUSE_JWT_ALGORITHM: 'HS256',
      GATEHOUSE_PUBLIC_URL: 'nope',
      GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS: '5',
    });
    expect(error.message).toMatch(/^Invalid configuration/);
    for (const [key, env] of [
      ['port', 'PORT'],
      ['jwtAlgorithm', 'GATEHOUSE_JWT_ALGORITHM'],
      ['publicUrl', 'GATEHOUSE_PUBLIC_URL'],
      ['accessTokenTtlSeconds', 'GATEHOUSE_ACCESS_TOKEN_TTL_SECONDS'],
    ]) {
      expect(error.message).toMatch(new RegExp(`^\\s*- ${key} \\(${env}\\): .+`, 'm'));
    }
    expect(error.message.split('\n').filter((l) => l.trim().startsWith('- '))).toHaveLength(4);
  });

  it('refuses production without a master key or with a plain-http public URL', () => {
    const noKey = configError({ NODE_ENV: 'production', GATEHOUSE_PUBLIC_URL: 'https://id.example.com' });
    expect(noKey.message).toMatch(/- masterKey \(GATEHOUSE_MASTER_KEY\): required in production/);
    const http = configError({ NODE_ENV: 'production', GATEHOUSE_MASTER_KEY: MASTER_KEY });
    expect(http.message).toMatch(/- publicUrl \(GATEHOUSE_PUBLIC_URL\): must be https/);
    const both = configError({ NODE_ENV: 'production' });
    expect(both.message).toContain('masterKey');
    expect(both.message).toContain('publicUrl');
    const ok = loadConfig({ NODE_ENV: 'production', GATEHOUSE_MASTER_KEY: MASTER_KEY, GATEHOUSE_PUBLIC_URL: 'https://id.example.com' });
    expect(ok.nodeEnv).toBe('production');
  });

  it('lists production problems in the same report as bad values', () => {
    const error = configError({ NODE_ENV: 'production', PORT: 'abc' });
    expect(error.message).toMatch(/- port \(PORT\): .+/);
    expect(error.message).toMatch(/- masterKey \(GATEHOUSE_MASTER_KEY\): required in production/);
    expect(error.message).toMatch(/- publicUrl \(GATEHOUSE_PUBLIC_URL\): must be https/);
  });

  it('refuses a master key shorter than 32 characters', () => {
    expect(configError({ GATEHOUSE_MASTER_KEY: 'short' }).message).toMatch(/- masterKey \(GATEHOUSE_MASTER_KEY\)/);
  });

  it("accepts every argon2id pair of OWASP's table, down to 7 MiB × 5, and no less memory", () => {
    const config = loadConfig({ GATEHOUSE_ARGON2_MEMORY_KIB: '7168', GATEHOUSE_ARGON2_ITERATIONS: '5' });
    expect([config.argon2MemoryKib, config.argon2Iterations]).toEqual([7168, 5]);
    expect(configError({ GATEHOUSE_ARGON2_MEMORY_KIB: '7167' }).message).toMatch(/- argon2MemoryKib \(GATEHOUSE_ARGON2_MEMORY_KIB\)/);
  });

  it('reads a JSON file named by GATEHOUSE_CONFIG_FILE; the environment wins over it', () => {
    const file = join(dir, 'gatehouse.json');
    writeFileSync(
      file,
      JSON.stringify({
        port: 4000,
        vendorName: 'From File',
        allowSignups: false,
        allowedOrigins: ['https://app.example.com'],
        accessTokenTtlSeconds: 120,
      }),
    );
    const fromFile = loadConfig({ GATEHOUSE_CONFIG_FILE: file });
    expect(fromFile).toMatchObject({ port: 4000, vendorName: 'From File', allowSignups: false, accessTokenTtlSeconds: 120 });
    expect(fromFile.allowedOrigins).toEqual(['https://app.example.com']);

    const envWins = loadConfig({
      GATEHOUSE_CONFIG_FILE: file,
      PORT: '5000',
      GATEHOUSE_VENDOR_NAME: 'From Env',
      GATEHOUSE_ALLOW_SIGNUPS: 'true',
    });
    expect(envWins).toMatchObject({ port: 5000, vendorName: 'From Env', allowSignups: true, accessTokenTtlSeconds: 120 });
  });

  it('reports bad values from the file the same way, and an unreadable file as a ConfigError', () => {
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ port: 'abc', jwtAlgorithm: 'HS256' }));
    const error = configError({ GATEHOUSE_CONFIG_FILE: file });
    expect(error.message).toMatch(/- port \(PORT\)/);
    expect(error.message).toMatch(/- jwtAlgorithm \(GATEHOUSE_JWT_ALGORITHM\)/);

    writeFileSync(join(dir, 'broken.json'), '{"port":');
    expect(configError({ GATEHOUSE_CONFIG_FILE: join(dir, 'broken.json') }).message).toContain('GATEHOUSE_CONFIG_FILE');
    expect(configError({ GATEHOUSE_CONFIG_FILE: join(dir, 'missing.json') }).message).toContain('GATEHOUSE_CONFIG_FILE');
  });
});
