import type { Deps } from '../../src/deps';
import { iso } from '../../src/kernel/clock';
import { newId } from '../../src/kernel/crypto';
import { newConnectionRow } from '../../src/features/sso/sso-settings';
import { idpMetadata } from '../sso-kit';

// The examples' own view of the matrix's context and example (matrix-examples.ts imports this file: no import back).
interface ExampleContext {
  deps: Deps;
  caller: { home: { id: string } };
  unique(): string;
}
interface MatrixExample {
  params?: Record<string, string>;
  body?: unknown;
}

/** Fixture writes, not an API path: an SSO connection of the tenant, as its administrator would have made it. */
async function newConnection(deps: Deps, tenantId: string): Promise<string> {
  const now = iso(deps.clock.now());
  const id = newId();
  await deps.db.kysely
    .insertInto('sso_connections')
    .values(newConnectionRow(id, tenantId, now))
    .execute();
  return id;
}

/** A domain of the connection; a validated one answers validation without asking DNS. */
async function newDomain(ctx: ExampleContext, connectionId: string, validated: boolean): Promise<string> {
  const id = newId();
  await ctx.deps.db.kysely
    .insertInto('sso_domains')
    .values({
      id,
      connection_id: connectionId,
      tenant_id: ctx.caller.home.id,
      domain: `gate-${ctx.unique()}.example.test`,
      validated: validated ? 1 : 0,
      txt_record: `gatehouse-verification=${ctx.unique()}`,
      validated_at: validated ? iso(ctx.deps.clock.now()) : null,
      created_at: iso(ctx.deps.clock.now()),
    })
    .execute();
  return id;
}

async function newMapping(ctx: ExampleContext, connectionId: string): Promise<string> {
  const id = newId();
  await ctx.deps.db.kysely
    .insertInto('sso_group_mappings')
    .values({ id, connection_id: connectionId, group_name: `gate-${ctx.unique()}`, created_at: iso(ctx.deps.clock.now()) })
    .execute();
  return id;
}

const connectionOf = (ctx: ExampleContext) => newConnection(ctx.deps, ctx.caller.home.id);

/** A connection with its identity provider's sign-in URL: one a test can start at. */
async function testableConnection(ctx: ExampleContext): Promise<string> {
  const id = await connectionOf(ctx);
  await ctx.deps.db.kysely
    .updateTable('sso_connections')
    .set({ sso_endpoint: 'https://idp.example.test/sso' })
    .where('id', '=', id)
    .execute();
  return id;
}

/** A connection test started by the tenant's administrator, still waiting for the identity provider. */
async function pendingTest(ctx: ExampleContext): Promise<{ id: string; testId: string }> {
  const id = await connectionOf(ctx);
  const testId = newId();
  const now = ctx.deps.clock.now();
  await ctx.deps.db.kysely
    .insertInto('sso_sign_ins')
    .values({
      id: testId,
      tenant_id: ctx.caller.home.id,
      connection_id: id,
      protocol: 'saml',
      purpose: 'test',
      state_hash: `gate-${ctx.unique()}`,
      browser_hash: `gate-${ctx.unique()}`,
      handoff_hash: null,
      identity: null,
      created_at: iso(now),
      expires_at: iso(now + 600_000),
      used_at: null,
    })
    .execute();
  return { id, testId };
}
const withConnection = async (ctx: ExampleContext, body?: unknown): Promise<MatrixExample> => ({
  params: { id: await connectionOf(ctx) },
  ...(body === undefined ? {} : { body }),
});
const withDomain = async (ctx: ExampleContext, validated: boolean): Promise<MatrixExample> => {
  const id = await connectionOf(ctx);
  return { params: { id, domainId: await newDomain(ctx, id, validated) } };
};
const withMapping = async (ctx: ExampleContext, body?: unknown): Promise<MatrixExample> => {
  const id = await connectionOf(ctx);
  return { params: { id, groupId: await newMapping(ctx, id) }, ...(body === undefined ? {} : { body }) };
};
// A loopback address: refused before any connection is made (the SSRF guard), so the case never leaves the machine.
const REFUSED_URL = 'https://127.0.0.1/metadata';

/** Valid inputs for the SSO connection routes: a fresh connection (domain, mapping) of the caller's own tenant per case. */
export const ssoExamples: Record<string, (ctx: ExampleContext) => MatrixExample | Promise<MatrixExample>> = {
  updateSsoConfiguration: (ctx) => withConnection(ctx, { signRequest: true }),
  deleteSsoConfiguration: (ctx) => withConnection(ctx),
  createSsoConfigurationFromMetadata: () => ({ body: { metadata: idpMetadata() } }),
  updateSsoConfigurationMetadata: (ctx) => withConnection(ctx, { metadata: idpMetadata() }),
  createSsoConfigurationFromMetadataUrl: () => ({ body: { url: REFUSED_URL } }),
  updateSsoConfigurationMetadataUrl: (ctx) => withConnection(ctx, { url: REFUSED_URL }),
  addSsoDomain: (ctx) => withConnection(ctx, { domain: `gate-${ctx.unique()}.example.test` }),
  deleteSsoDomain: (ctx) => withDomain(ctx, false),
  validateSsoDomain: (ctx) => withDomain(ctx, true),
  validateSsoDomainV2: (ctx) => withDomain(ctx, true),
  getSsoDefaultRoles: (ctx) => withConnection(ctx),
  setSsoDefaultRoles: (ctx) => withConnection(ctx, { roleIds: [] }),
  listSsoGroups: (ctx) => withConnection(ctx),
  createSsoGroup: (ctx) => withConnection(ctx, { group: `gate-${ctx.unique()}` }),
  updateSsoGroup: (ctx) => withMapping(ctx, { roleIds: [] }),
  deleteSsoGroup: (ctx) => withMapping(ctx),
  saveSamlConfiguration: (ctx) => ({ body: { domain: `gate-${ctx.unique()}.example.test` } }),
  ssoServiceProviderMetadata: (ctx) => withConnection(ctx),
  // The identity provider's post, for a sign-in never started: answered with the 302 to the login box's failure.
  startSsoConnectionTest: async (ctx) => ({ params: { id: await testableConnection(ctx) } }),
  getSsoConnectionTest: async (ctx) => ({ params: await pendingTest(ctx) }),
  samlAcs: (ctx) => withConnection(ctx, { SAMLResponse: 'PHNhbWxwOlJlc3BvbnNlLz4=', RelayState: `relay-${ctx.unique()}` }),
};

/** The tenant's SSO rows (matrix snapshot): connections, domains, default roles and group mappings. */
export async function ssoSnapshot(deps: Deps, tenantId: string) {
  const db = deps.db.kysely;
  const connections = await db.selectFrom('sso_connections').selectAll().where('tenant_id', '=', tenantId).orderBy('id').execute();
  const ids = connections.length ? connections.map((c) => c.id) : ['-'];
  return {
    sso_connections: connections,
    sso_domains: await db.selectFrom('sso_domains').selectAll().where('connection_id', 'in', ids).orderBy('id').execute(),
    sso_connection_roles: await db
      .selectFrom('sso_connection_roles')
      .selectAll()
      .where('connection_id', 'in', ids)
      .orderBy('connection_id')
      .orderBy('role_id')
      .execute(),
    sso_group_mappings: await db.selectFrom('sso_group_mappings').selectAll().where('connection_id', 'in', ids).orderBy('id').execute(),
  };
}
