import { socialProviderTypes, type socialLoginApi, type SocialProviderType } from '@gatehouse/contracts';
import type { z } from 'zod';
import type { Kysely } from 'kysely';
import { fail } from '../../kernel/app-error';
import { iso, type Clock } from '../../kernel/clock';
import { createSealer, newId } from '../../kernel/crypto';
import type { EventEmitter } from '../../kernel/events';
import type { RequestContext } from '../../kernel/request-context';
import type { Database, SocialCustomProvidersTable, SocialProvidersTable } from '../../storage/schema';
import type { OidcProviderConfig } from '../sso/index';
import { socialProviderConfig } from './provider-definitions';
import {
  customProviderById,
  deleteCustomProvider,
  deleteProvider,
  insertCustomProvider,
  listCustomProviders,
  listProviders,
  providerByType,
  updateCustomProvider,
  upsertProvider,
} from './social-providers.store';

type ProviderInput = z.output<(typeof socialLoginApi.putSocialProviderConfig)['body']>;
type CustomInput = z.output<(typeof socialLoginApi.createCustomProviderConfig)['body']>;

/** A provider a sign-in can use: how the relying party reaches it, and what the identity is recorded under. */
export interface ActiveProvider {
  /** `google`…, or `custom:<id>`: what linked identities and the user's provider name. */
  key: string;
  /** What new accounts record as their provider. */
  userProvider: string;
  redirectUrl: string;
  oidc: OidcProviderConfig;
}

const AUTHORIZE_PATH = (type: string) => `/identity/resources/auth/v1/user/sso/${type}/authorize`;
const isSocial = (p: string): p is SocialProviderType => (socialProviderTypes as readonly string[]).includes(p);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The vendor's social providers and custom OAuth 2 / OpenID providers: their configuration (secrets sealed at
 * rest, never answered), the public lists the login box reads (wire-compat §2.18), and the active provider a
 * sign-in names.
 */
export function createSocialProvidersService(deps: { db: Kysely<Database>; clock: Clock; events: EventEmitter; masterKey: string }) {
  const { db, clock, events } = deps;
  const sealer = createSealer(deps.masterKey, 'social-provider-secret');

  const asConfig = (r: SocialProvidersTable) => ({
    type: r.type as SocialProviderType,
    clientId: r.client_id,
    hasSecret: r.secret !== null,
    redirectUrl: r.redirect_url,
    additionalScopes: JSON.parse(r.additional_scopes) as string[],
    active: r.active === 1,
    baseUrl: r.base_url,
    trustEmails: r.trust_emails === 1,
    updatedAt: r.updated_at,
  });
  const asCustom = (r: SocialCustomProvidersTable) => ({
    id: r.id,
    type: r.type,
    clientId: r.client_id,
    redirectUrl: r.redirect_url,
    authorizationUrl: r.authorization_url,
    tokenUrl: r.token_url,
    userInfoUrl: r.user_info_url,
    scopes: r.scopes,
    ssoLogoUrl: r.sso_logo_url,
    displayName: r.display_name,
    active: r.active === 1,
    hasSecret: true,
  });
  // An inactive provider is listed (the shape has `active`) without its client id or sign-in URL.
  const v2 = async () =>
    (await listProviders(db)).map((r) => {
      const c = asConfig(r);
      return {
        type: c.type,
        redirectUrl: c.redirectUrl,
        active: c.active,
        customised: true,
        ...(c.active ? { clientId: c.clientId, authorizationUrl: AUTHORIZE_PATH(c.type), additionalScopes: c.additionalScopes } : {}),
      };
    });

  return {
    /** Social providers, v1: `{ type, clientId, redirectUrl, active }`; an inactive one has an empty client id. */
    async publicV1() {
      return (await v2()).map((p) => ({ type: p.type, clientId: p.clientId ?? '', redirectUrl: p.redirectUrl, active: p.active }));
    },
    publicV2: v2,
    /** The active custom providers, without secrets or token endpoints. */
    async publicCustom() {
      const providers = (await listCustomProviders(db))
        .filter((r) => r.active === 1)
        .map((r) => {
          const { tokenUrl: _token, hasSecret: _secret, ...rest } = asCustom(r);
          return { ...rest, redirectUrlPattern: rest.redirectUrl };
        });
      return { providers };
    },

    async list() {
      return { items: (await listProviders(db)).map(asConfig) };
    },

    /** Configures a social provider; a secret left out keeps the stored one (a new provider needs one to be active). */
    async put(ctx: RequestContext, type: SocialProviderType, input: ProviderInput) {
      const now = iso(clock.now());
      return db.transaction().execute(async (trx) => {
        const current = await providerByType(trx, type);
        const secret = input.secret !== undefined ? sealer.seal(input.secret) : (current?.secret ?? null);
        if (input.active && secret === null) throw fail('request.invalid', 'A client secret is required to activate the provider');
        const row: SocialProvidersTable = {
          type,
          client_id: input.clientId,
          secret,
          redirect_url: input.redirectUrl,
          additional_scopes: JSON.stringify(input.additionalScopes ?? []),
          active: input.active ? 1 : 0,
          base_url: input.baseUrl === undefined ? (current?.base_url ?? null) : input.baseUrl,
          trust_emails: (input.trustEmails ?? current?.trust_emails === 1) ? 1 : 0,
          created_at: current?.created_at ?? now,
          updated_at: now,
        };
        await upsertProvider(trx, row);
        await events.emit(trx, ctx, 'social.provider_updated', type, { via: 'vendor', active: input.active });
        return asConfig(row);
      });
    },

    async remove(ctx: RequestContext, type: SocialProviderType) {
      await db.transaction().execute(async (trx) => {
        if (!(await deleteProvider(trx, type))) throw fail('social.provider_not_found');
        await events.emit(trx, ctx, 'social.provider_deleted', type, { via: 'vendor' });
      });
    },

    async listCustom() {
      return { items: (await listCustomProviders(db)).map(asCustom) };
    },

    async createCustom(ctx: RequestContext, input: CustomInput) {
      const now = iso(clock.now());
      const row: SocialCustomProvidersTable = {
        id: newId(),
        type: input.type,
        client_id: input.clientId,
        secret: sealer.seal(input.secret),
        authorization_url: input.authorizationUrl,
        token_url: input.tokenUrl,
        user_info_url: input.userInfoUrl,
        scopes: input.scopes,
        sso_logo_url: input.ssoLogoUrl ?? '',
        display_name: input.displayName,
        active: input.active ? 1 : 0,
        redirect_url: input.redirectUrl,
        created_at: now,
        updated_at: now,
      };
      await db.transaction().execute(async (trx) => {
        await insertCustomProvider(trx, row);
        await events.emit(trx, ctx, 'social.provider_updated', row.id, { via: 'vendor', active: input.active, custom: true });
      });
      return asCustom(row);
    },

    async updateCustom(ctx: RequestContext, id: string, input: Partial<CustomInput>) {
      return db.transaction().execute(async (trx) => {
        if (!(await customProviderById(trx, id))) throw fail('social.provider_not_found');
        const changes: Partial<SocialCustomProvidersTable> = {
          type: input.type,
          client_id: input.clientId,
          secret: input.secret === undefined ? undefined : sealer.seal(input.secret),
          authorization_url: input.authorizationUrl,
          token_url: input.tokenUrl,
          user_info_url: input.userInfoUrl,
          scopes: input.scopes,
          sso_logo_url: input.ssoLogoUrl,
          display_name: input.displayName,
          active: input.active === undefined ? undefined : input.active ? 1 : 0,
          redirect_url: input.redirectUrl,
          updated_at: iso(clock.now()),
        };
        await updateCustomProvider(trx, id, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)));
        await events.emit(trx, ctx, 'social.provider_updated', id, { via: 'vendor', custom: true });
        return asCustom((await customProviderById(trx, id))!);
      });
    },

    async removeCustom(ctx: RequestContext, id: string) {
      await db.transaction().execute(async (trx) => {
        if (!(await deleteCustomProvider(trx, id, `custom:${id}`))) throw fail('social.provider_not_found');
        await events.emit(trx, ctx, 'social.provider_deleted', id, { via: 'vendor', custom: true });
      });
    },

    /** The active provider a sign-in names (a social type or a custom provider's id); undefined when none is. */
    async active(provider: string): Promise<ActiveProvider | undefined> {
      if (isSocial(provider)) {
        const r = await providerByType(db, provider);
        if (!r || r.active !== 1 || r.secret === null) return undefined;
        const c = asConfig(r);
        const oidc = socialProviderConfig(provider, {
          clientId: c.clientId,
          clientSecret: sealer.open(r.secret),
          additionalScopes: c.additionalScopes,
          baseUrl: c.baseUrl,
          trustEmails: c.trustEmails,
        });
        return { key: provider, userProvider: provider, redirectUrl: c.redirectUrl, oidc };
      }
      if (!UUID.test(provider)) return undefined;
      const r = await customProviderById(db, provider);
      if (!r || r.active !== 1) return undefined;
      const key = `custom:${r.id}`;
      const oidc: OidcProviderConfig = {
        id: key,
        endpoints: { authorizationUrl: r.authorization_url, tokenUrl: r.token_url, userInfoUrl: r.user_info_url },
        clientId: r.client_id,
        clientSecret: sealer.open(r.secret),
        scopes: r.scopes.split(/[\s,]+/).filter(Boolean),
      };
      return { key, userProvider: r.type, redirectUrl: r.redirect_url, oidc };
    },
  };
}

/** The social providers' configuration service. */
export type SocialProvidersService = ReturnType<typeof createSocialProvidersService>;
