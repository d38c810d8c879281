import type { GatehouseApi } from '../transport/create-api';

/** Whose tokens: the signed-in user's own, or the tenant's. */
export type TokenScope = 'personal' | 'tenant';
/** The vendor's machine-to-machine strategy, which decides the kind of token made (wire-compat §3.6). */
export type MachineToMachineStrategy = 'ClientCredentials' | 'AccessToken';

/** A token row, whichever strategy made it; never its secret. */
export interface TokenRow {
  /** What deletes it: the client id of a client credential, the id of an access token. */
  id: string;
  clientId?: string;
  description: string;
  createdAt: string;
  expires: string | null;
  roleIds?: string[];
}

/** A token just created: the only answer that carries its secret. */
export interface CreatedToken extends TokenRow {
  secret: string;
}

/** What a create sends (spec 001 §7: expiry in minutes, null for never; roles for tenant tokens). */
export interface TokenInput {
  description: string;
  expiresInMinutes: number | null;
  roleIds?: string[];
}

/** The three calls of one token list. */
export interface TokenCalls {
  list(): Promise<TokenRow[]>;
  create(input: TokenInput): Promise<CreatedToken>;
  remove(id: string): Promise<unknown>;
}

const fromCredential = <T extends { clientId: string }>(t: T) => ({ ...t, id: t.clientId });

/** The calls for personal or tenant tokens under the vendor's machine-to-machine strategy (wire-compat §3.6). */
export function tokenCalls(api: GatehouseApi, scope: TokenScope, strategy: MachineToMachineStrategy): TokenCalls {
  const personal = (i: TokenInput) => ({ description: i.description, expiresInMinutes: i.expiresInMinutes });
  const tenant = (i: TokenInput) => ({ ...personal(i), roleIds: i.roleIds ?? [] });
  if (strategy === 'ClientCredentials') {
    return scope === 'personal'
      ? {
          list: async () => (await api.listUserApiTokens()).map(fromCredential),
          create: async (input) => fromCredential(await api.createUserApiToken({ body: personal(input) })),
          remove: (id) => api.deleteUserApiToken({ params: { tokenId: id } }),
        }
      : {
          list: async () => (await api.listTenantApiTokens()).map(fromCredential),
          create: async (input) => fromCredential(await api.createTenantApiToken({ body: tenant(input) })),
          remove: (id) => api.deleteTenantApiToken({ params: { tokenId: id } }),
        };
  }
  return scope === 'personal'
    ? {
        list: async () => (await api.listUserAccessTokens()).accessTokens,
        create: (input) => api.createUserAccessToken({ body: personal(input) }),
        remove: (id) => api.deleteUserAccessToken({ params: { id } }),
      }
    : {
        list: async () => (await api.listTenantAccessTokens()).accessTokens,
        create: (input) => api.createTenantAccessToken({ body: tenant(input) }),
        remove: (id) => api.deleteTenantAccessToken({ params: { id } }),
      };
}
