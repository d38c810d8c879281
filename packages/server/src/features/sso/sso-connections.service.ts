import type { SsoConfiguration, SsoConfigurationInput } from '@gatehouse/contracts';
import type { Transaction } from 'kysely';
import type { AuthContext } from '../../http/auth-context';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { RequestContext } from '../../kernel/request-context';
import type { Database, SsoConnectionsTable } from '../../storage/schema';
import { fetchDocument } from './metadata-fetch';
import { parseIdpMetadata, type IdpMetadata } from './idp-metadata';
import { ownConnection, type SsoContext } from './sso-deps';
import * as store from './sso-connections.store';
import { newConnectionRow, settingsToColumns } from './sso-settings';
import { configurationToWire, configurationsToWire } from './sso-wire';

type Trx = Transaction<Database>;
/** Where imported metadata came from (audit). */
type Source = { kind: 'xml'; xml: string } | { kind: 'url'; url: string };

/**
 * The tenant's SSO connections (wire-compat §3.11): create, change, delete, and import an IdP's SAML metadata,
 * inline or from its URL. Every query names the caller's tenant; every change emits its event in its transaction.
 */
export function createSsoConnectionsService(s: SsoContext) {
  const { db, clock, events } = s;
  const wire = (row: SsoConnectionsTable) => configurationToWire(db, s.config.publicUrl, row);
  const reread = async (auth: AuthContext, id: string) => wire(await ownConnection(db, auth.tenantId, id));

  /** Inserts a connection with the settings given (in the caller's transaction). */
  const insert = async (trx: Trx, auth: AuthContext, body: SsoConfigurationInput, ctx: RequestContext): Promise<string> => {
    const now = iso(clock.now());
    const row: SsoConnectionsTable = {
      ...newConnectionRow(newId(), auth.tenantId, now),
      ...(settingsToColumns(body, undefined, s.sealer, s.production) as Partial<SsoConnectionsTable>),
    };
    await store.insertConnection(trx, row);
    await events.emit(trx, ctx, 'sso.connection.created', row.id, { type: row.type });
    return row.id;
  };

  /** Applies settings to a connection of the tenant (in the caller's transaction). */
  const change = async (trx: Trx, current: SsoConnectionsTable, body: SsoConfigurationInput, ctx: RequestContext): Promise<void> => {
    const values = settingsToColumns(body, current, s.sealer, s.production);
    await store.updateConnection(trx, current.id, { ...values, updated_at: iso(clock.now()) });
    await events.emit(trx, ctx, 'sso.connection.updated', current.id, { fields: Object.keys(body).sort() });
  };

  /** Writes what metadata says into a connection (in the caller's transaction). */
  const applyMetadata = async (trx: Trx, id: string, meta: IdpMetadata, source: Source['kind'], ctx: RequestContext) => {
    await store.updateConnection(trx, id, {
      idp_entity_id: meta.entityId,
      sso_endpoint: meta.ssoEndpoint,
      sso_binding: meta.ssoBinding,
      idp_certificates: JSON.stringify(meta.certificates),
      ...(meta.wantsSignedRequests ? { sign_request: 1 } : {}),
      updated_at: iso(clock.now()),
    });
    await events.emit(trx, ctx, 'sso.metadata.imported', id, {
      source,
      entityId: meta.entityId,
      certificates: meta.certificates.length,
    });
  };

  /** The metadata document: given inline, or fetched (outside any transaction: it takes up to the fetch timeout). */
  const metadataOf = async (source: Source): Promise<IdpMetadata> =>
    parseIdpMetadata(source.kind === 'xml' ? source.xml : await fetchDocument(source.url, s.fetchPolicy));

  return {
    insert,
    change,
    applyMetadata,
    metadataOf,

    async list(auth: AuthContext): Promise<SsoConfiguration[]> {
      return configurationsToWire(db, s.config.publicUrl, await store.connectionsOfTenant(db, auth.tenantId));
    },

    async create(auth: AuthContext, body: SsoConfigurationInput, ctx: RequestContext): Promise<SsoConfiguration> {
      const id = await db.transaction().execute((trx) => insert(trx, auth, body, ctx));
      return reread(auth, id);
    },

    async update(auth: AuthContext, id: string, body: SsoConfigurationInput, ctx: RequestContext): Promise<SsoConfiguration> {
      await db.transaction().execute(async (trx) => change(trx, await ownConnection(trx, auth.tenantId, id), body, ctx));
      return reread(auth, id);
    },

    async remove(auth: AuthContext, id: string, ctx: RequestContext): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const row = await ownConnection(trx, auth.tenantId, id);
        await store.deleteConnection(trx, row.id);
        await events.emit(trx, ctx, 'sso.connection.deleted', row.id, { type: row.type });
      });
    },

    /** A new SAML connection from metadata, with the settings sent beside it. */
    async createFromMetadata(auth: AuthContext, source: Source, settings: SsoConfigurationInput, ctx: RequestContext) {
      const meta = await metadataOf(source);
      const id = await db.transaction().execute(async (trx) => {
        const created = await insert(trx, auth, settings, ctx);
        await applyMetadata(trx, created, meta, source.kind, ctx);
        return created;
      });
      return reread(auth, id);
    },

    /** Metadata applied to a connection of the tenant (checked before the fetch, and again in the write). */
    async importMetadata(auth: AuthContext, id: string, source: Source, settings: SsoConfigurationInput, ctx: RequestContext) {
      await ownConnection(db, auth.tenantId, id);
      const meta = await metadataOf(source);
      await db.transaction().execute(async (trx) => {
        const row = await ownConnection(trx, auth.tenantId, id);
        if (Object.keys(settings).length) await change(trx, row, settings, ctx);
        await applyMetadata(trx, row.id, meta, source.kind, ctx);
      });
      return reread(auth, id);
    },
  };
}

/** The connections service. */
export type SsoConnectionsService = ReturnType<typeof createSsoConnectionsService>;
