import type { GatehouseApi } from '@gatehouse/client';

/** A token row, whichever machine-to-machine strategy made it. */
export interface TokenRow {
  /** What deletes it: the client id of a client credential, the id of an access token. */
  id: string;
  clientId?: string;
  description: string;
  createdAt: string;
  expires: string | null;
  roleIds?: string[];
}

/** A token just created: its secret is shown once. */
export interface CreatedToken extends TokenRow {
  secret: string;
}

/** What a create sends (spec 001 §7: expiry in minutes, roles for tenant tokens). */
export interface TokenInput {
  description: string;
  expiresInMinutes: number | null;
  roleIds: string[];
}

/** The calls of one token list. */
export interface TokenApi {
  list(): Promise<TokenRow[]>;
  create(input: TokenInput): Promise<CreatedToken>;
  remove(id: string): Promise<unknown>;
}

type Strategy = 'ClientCredentials' | 'AccessToken';

const fromCredential = <T extends { clientId: string }>(t: T) => ({ ...t, id: t.clientId });

/** The calls for personal or tenant tokens under the vendor's machine-to-machine strategy (wire-compat §3.6). */
export function tokenApi(api: GatehouseApi, scope: 'personal' | 'tenant', strategy: Strategy): TokenApi {
  if (strategy === 'ClientCredentials') {
    return scope === 'personal'
      ? {
          list: async () => (await api.listUserApiTokens()).map(fromCredential),
          create: async ({ description, expiresInMinutes }) =>
            fromCredential(await api.createUserApiToken({ body: { description, expiresInMinutes } })),
          remove: (id) => api.deleteUserApiToken({ params: { tokenId: id } }),
        }
      : {
          list: async () => (await api.listTenantApiTokens()).map(fromCredential),
          create: async (body) => fromCredential(await api.createTenantApiToken({ body })),
          remove: (id) => api.deleteTenantApiToken({ params: { tokenId: id } }),
        };
  }
  return scope === 'personal'
    ? {
        list: async () => (await api.listUserAccessTokens()).accessTokens,
        create: ({ description, expiresInMinutes }) => api.createUserAccessToken({ body: { description, expiresInMinutes } }),
        remove: (id) => api.deleteUserAccessToken({ params: { id } }),
      }
    : {
        list: async () => (await api.listTenantAccessTokens()).accessTokens,
        create: (body) => api.createTenantAccessToken({ body }),
        remove: (id) => api.deleteTenantAccessToken({ params: { id } }),
      };
}
