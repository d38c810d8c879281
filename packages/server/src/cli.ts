import { oauthApi } from '@gatehouse/contracts';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { option, options, type CliIo } from './cli-args';

export type { CliIo } from './cli-args';
import { socialProvidersCommand } from './cli-social-providers';
import type { Config } from './config/config-schema';
import { ConfigError, loadConfig } from './config/load-config';
import { createDeps } from './deps';
import { CatalogueError, loadCatalogue, parseCatalogue } from './features/entitlements/index';
import { seedDefaults } from './features/roles/index';
import { createVendorCredential, listVendorCredentials, revokeVendorCredential } from './features/vendor-auth/index';
import { systemClock, type Clock } from './kernel/clock';
import { createServerEvents } from './server-events';
import { cliContext } from './kernel/request-context';
import { migrate, openDatabase, type Db } from './storage/database';

export const USAGE = `Usage: npm run gatehouse -- <command>

  vendor-credentials create --name <name>  Create a credential for the vendor-side API; prints its
                                           client id and secret (shown once, stored hashed)
  vendor-credentials list                  List credentials (never their secrets)
  vendor-credentials revoke <clientId>     Revoke a credential; its tokens stop working at once
  oauth-clients create --name <name> --type public|confidential --redirect-uri <uri> [--redirect-uri …]
                [--post-logout-redirect-uri <uri> …] [--allowed-origin <origin> …]
                                           Register an application of hosted login; prints its client
                                           id (and the secret of a confidential one, shown once)
  oauth-clients list                       List applications (never their secrets)
  oauth-clients revoke <clientId>          Revoke an application; its sessions end at once
  entitlements load <file>                 Upsert features, plans and flags from a YAML or JSON
                                           catalogue (e.g. apps/demo/entitlements.yaml)
  social-providers set <type> --client-id <id> --redirect-url <url> [--secret-env <VAR>]
                [--scope <scope> …] [--active] [--trust-emails] [--base-url <url>]
                                           Configure a social provider (microsoft, facebook, google,
                                           github, slack, apple, linkedin); the client secret is read
                                           from the environment variable named, never from the command line
  social-providers list                    List the providers (never their secrets)
  social-providers remove <type>           Remove a provider's configuration

The database is the server's: the same environment (DATABASE_URL, GATEHOUSE_DATA_DIR, …).`;

async function run(
  db: Db,
  clock: Clock,
  args: string[],
  io: CliIo,
  config: Config,
  env: Record<string, string | undefined>,
): Promise<number> {
  const [area, command, ...rest] = args;
  const kysely = db.kysely;
  if (area === 'vendor-credentials' && command === 'create') {
    const name = option(rest, 'name')?.trim();
    if (!name) return usage(io, 'vendor-credentials create needs --name <name>');
    const { clientId, secret } = await createVendorCredential(kysely, clock, name.slice(0, 200));
    // The secret is shown here once, on the operator's terminal; only its hash is kept.
    io.out(`clientId: ${clientId}`);
    io.out(`secret:   ${secret}`);
    io.out('Exchange them at POST /auth/vendor for a vendor token. The secret cannot be shown again.');
    return 0;
  }
  if (area === 'vendor-credentials' && command === 'list') {
    for (const c of await listVendorCredentials(kysely))
      io.out(`${c.id}  ${c.name}  created ${c.created_at}${c.revoked_at ? `  revoked ${c.revoked_at}` : ''}`);
    return 0;
  }
  if (area === 'vendor-credentials' && command === 'revoke') {
    if (!rest[0]) return usage(io, 'vendor-credentials revoke needs a client id');
    if (!(await revokeVendorCredential(kysely, clock, rest[0]))) {
      io.err(`No active vendor credential ${rest[0]}`);
      return 1;
    }
    io.out(`Revoked ${rest[0]}`);
    return 0;
  }
  if (area === 'oauth-clients') return oauthClientsCommand(config, db, clock, command, rest, io);
  if (area === 'social-providers') {
    const { socialProviders } = await createDeps({ ...config, logLevel: 'silent' }, { db, clock, dispatchMail: false });
    return socialProvidersCommand(socialProviders, command, rest, io, env, (problem) => usage(io, problem));
  }
  if (area === 'entitlements' && command === 'load') {
    if (!rest[0]) return usage(io, 'entitlements load needs a file');
    const file = resolve(rest[0]);
    const events = createServerEvents(clock);
    const summary = await loadCatalogue(kysely, clock, events, parseCatalogue(readFileSync(file, 'utf8'), file));
    const line = (kind: keyof typeof summary) => `${summary[kind].created} created, ${summary[kind].updated} updated`;
    io.out(`Loaded ${rest[0]}: features ${line('features')}; plans ${line('plans')}; flags ${line('flags')}`);
    return 0;
  }
  return usage(io, args.length ? `Unknown command: ${args.join(' ')}` : undefined);
}

/** `oauth-clients create|list|revoke`: the registry of hosted-login applications (decision 0014). */
async function oauthClientsCommand(
  config: Config,
  db: Db,
  clock: Clock,
  command: string | undefined,
  rest: string[],
  io: CliIo,
): Promise<number> {
  // The server's own services over the same database: a revocation ends sessions exactly as the vendor route does.
  const { clients } = (await createDeps({ ...config, logLevel: 'silent' }, { db, clock, dispatchMail: false })).oauth;
  const actor = cliContext();
  if (command === 'create') {
    const parsed = oauthApi.oauthClientInput.safeParse({
      name: option(rest, 'name'),
      type: option(rest, 'type'),
      redirectUris: options(rest, 'redirect-uri'),
      postLogoutRedirectUris: options(rest, 'post-logout-redirect-uri'),
      allowedOrigins: options(rest, 'allowed-origin'),
    });
    if (!parsed.success)
      return usage(
        io,
        `oauth-clients create: ${parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('; ')}`,
      );
    const created = await clients.create(actor, parsed.data);
    io.out(`clientId: ${created.clientId}`);
    // A confidential client's secret is shown here once, on the operator's terminal; only its hash is kept.
    if (created.clientSecret) io.out(`secret:   ${created.clientSecret}`);
    io.out(`redirect URIs: ${created.redirectUris.join(' ')}`);
    if (created.clientSecret) io.out('The secret cannot be shown again.');
    return 0;
  }
  if (command === 'list') {
    for (const c of await clients.list())
      io.out(
        `${c.clientId}  ${c.name}  ${c.type}  ${c.redirectUris.join(',')}  created ${c.createdAt}${c.revokedAt ? `  revoked ${c.revokedAt}` : ''}`,
      );
    return 0;
  }
  if (command === 'revoke') {
    if (!rest[0]) return usage(io, 'oauth-clients revoke needs a client id');
    try {
      await clients.revoke(actor, rest[0]);
    } catch {
      io.err(`No active OAuth application ${rest[0]}`);
      return 1;
    }
    io.out(`Revoked ${rest[0]}`);
    return 0;
  }
  return usage(io, `Unknown command: oauth-clients ${command ?? ''}`);
}

function usage(io: CliIo, problem?: string): number {
  if (problem) io.err(problem);
  io.err(USAGE);
  return 2;
}

/** Runs one CLI command against the configured database; resolves to the exit code. */
export async function runCli(
  args: string[],
  io: CliIo,
  env: Record<string, string | undefined> = process.env,
  clock: Clock = systemClock,
): Promise<number> {
  if (args.length === 0 || args[0] === '--help' || args[0] === 'help') return usage(io);
  let db: Db | undefined;
  try {
    const config = loadConfig(env);
    db = openDatabase(config);
    await migrate(db);
    await seedDefaults(db.kysely, clock, config.vendorName);
    return await run(db, clock, args, io, config, env);
  } catch (e) {
    if (e instanceof ConfigError || e instanceof CatalogueError) {
      io.err(e.message);
      return 1;
    }
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') {
      io.err(`No such file: ${(e as NodeJS.ErrnoException).path}`);
      return 1;
    }
    throw e;
  } finally {
    await db?.close();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const io: CliIo = { out: (l) => console.log(l), err: (l) => console.error(l) };
  runCli(process.argv.slice(2), io).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : String(e));
      process.exit(1);
    },
  );
}
