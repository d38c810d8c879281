import { inflateRawSync } from 'node:zlib';
import { warmSchemaValidator } from './saml-schema';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createTestServer, type TestServer } from '../../../../test/harness';
import { AppError } from '../../../kernel/app-error';
import { resolveMasterKey } from '../../../lib/master-key';
import type { LookupSamlConnection, SamlConnection, SamlPost } from './saml-connection';
import { createSamlEngine, type SamlEngine } from './saml-engine';
import { refusalReason, type SamlRefusalReason } from './saml-refusal';
import { seenAssertionCount, spentRequestCount } from './saml-requests.store';
import { createTestIdp, type ResponseFields, type TestIdp } from '../../../../test/peers/saml-idp';

/** The SAML engine on a real test server's database and clock, with connections kept in memory. */
export async function createSamlTestbed() {
  // libxml2 compiles on its first use (seconds); pay for it before any test's clock starts.
  await warmSchemaValidator();
  const t: TestServer = await createTestServer();
  const engine: SamlEngine = createSamlEngine({
    db: t.deps.db.kysely,
    clock: t.clock,
    log: t.deps.log,
    masterKey: resolveMasterKey(t.config),
  });
  const connections = new Map<string, SamlConnection>();
  const lookup: LookupSamlConnection = async ({ tenantId, connectionId }) => {
    const found = connections.get(connectionId);
    return found && found.tenantId === tenantId ? found : undefined;
  };
  let serial = 0;

  /** A connection to `idp` in its own tenant (or `overrides.tenantId`). */
  function addConnection(idp: TestIdp, overrides: Partial<SamlConnection> = {}): SamlConnection {
    serial += 1;
    const connection: SamlConnection = {
      id: `conn-${serial}`,
      tenantId: `tenant-${serial}`,
      enabled: true,
      spEntityId: `https://gatehouse.example.test/saml/${serial}`,
      acsUrl: `https://gatehouse.example.test/saml/${serial}/acs`,
      idpEntityId: idp.entityId,
      ssoEndpoint: 'https://idp.example.test/sso',
      idpCertificates: [idp.keys.certificatePem],
      signRequest: false,
      ...overrides,
    };
    connections.set(connection.id, connection);
    return connection;
  }

  /** Starts a sign-in: the RelayState, and the AuthnRequest ID read from the redirect URL. */
  async function begin(connection: SamlConnection, returnTo?: string) {
    const start = await engine.startLogin(connection, returnTo ? { returnTo } : {});
    const url = new URL(start.redirectUrl);
    const request = inflateRawSync(Buffer.from(url.searchParams.get('SAMLRequest')!, 'base64')).toString('utf8');
    const requestId = /\bID="([^"]+)"/.exec(request)![1]!;
    return { ...start, url, request, requestId };
  }

  /** A sign-in started for `connection` and a genuine response of `idp` to it. */
  async function genuine(
    connection: SamlConnection,
    idp: TestIdp,
    fields: Partial<ResponseFields> & { signResponse?: boolean } = {},
  ): Promise<{ SAMLResponse: string; RelayState: string; requestId: string }> {
    const started = await begin(connection);
    const SAMLResponse = await idp.respond(await engine.spMetadata(connection), {
      requestId: started.requestId,
      now: t.clock.now(),
      ...fields,
    });
    return { SAMLResponse, RelayState: started.relayState, requestId: started.requestId };
  }

  /** Every answered request and remembered assertion, across connections: a refusal changes neither. */
  async function recorded(): Promise<number> {
    let n = 0;
    for (const c of connections.values())
      n += (await spentRequestCount(t.deps.db.kysely, c.tenantId, c.id)) + (await seenAssertionCount(t.deps.db.kysely, c.tenantId, c.id));
    return n;
  }

  /** Posts and expects the one refusal, for `reason` (and a detail matching `detail`), with nothing recorded. */
  async function expectRefused(post: SamlPost, reason: SamlRefusalReason, detail?: RegExp): Promise<void> {
    const before = await recorded();
    const err = await engine.finishLogin(post, lookup).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    const appError = err as AppError;
    expect(appError.code).toBe('sso.saml_refused');
    expect(appError.status).toBe(401);
    expect({ reason: refusalReason(err), detail: appError.details?.detail }).toMatchObject({
      reason,
      ...(detail ? { detail: expect.stringMatching(detail) } : {}),
    });
    expect(await recorded()).toBe(before);
  }

  return {
    t,
    engine,
    lookup,
    addConnection,
    begin,
    genuine,
    recorded,
    expectRefused,
    finish: (post: SamlPost) => engine.finishLogin(post, lookup),
  };
}

export type SamlTestbed = Awaited<ReturnType<typeof createSamlTestbed>>;

/**
 * A describe block's testbed: one server, one identity provider and one connection to it, set up
 * before the tests (read them inside tests, not at collection), with the clock reset before each.
 */
export function useSamlTestbed(): { bed: SamlTestbed; idp: TestIdp; connection: SamlConnection } {
  const kit = {} as { bed: SamlTestbed; idp: TestIdp; connection: SamlConnection };
  beforeAll(async () => {
    kit.bed = await createSamlTestbed();
    kit.idp = createTestIdp('https://idp.example.test/metadata');
    kit.connection = kit.bed.addConnection(kit.idp);
  });
  afterAll(() => kit.bed.t.close());
  beforeEach(() => kit.bed.t.clock.set(Date.now()));
  return kit;
}
