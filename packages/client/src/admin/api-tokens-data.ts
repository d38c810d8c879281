import { adminScope, type AdminDeps, type AdminMutation, type AdminQuery } from './admin-query';
import {
  tokenCalls,
  type CreatedToken,
  type MachineToMachineStrategy,
  type TokenInput,
  type TokenRow,
  type TokenScope,
} from './token-calls';

/** A token as the list keeps it: the secret taken off. */
function withoutSecret(token: CreatedToken): TokenRow {
  const row: TokenRow & { secret?: string } = { ...token };
  delete row.secret;
  return row;
}

/** The personal and tenant API tokens; the kind made follows the vendor's machine-to-machine strategy. */
export function createApiTokensData({ client, queryClient }: AdminDeps) {
  const key = (...rest: string[]) => [...adminScope(client), 'apiTokens', ...rest];
  const strategy = (): AdminQuery<MachineToMachineStrategy> => ({
    queryKey: key('strategy'),
    queryFn: async () => (await client.api.publicConfiguration()).machineToMachineAuthStrategy,
    // The vendor's policy, not the tenant's data: read once per session is enough.
    staleTime: Infinity,
  });
  const callsFor = async (scope: TokenScope) => tokenCalls(client.api, scope, await queryClient.fetchQuery(strategy()));

  return {
    queries: {
      /** The vendor's machine-to-machine strategy: client credentials (with a client id) or access tokens. */
      strategy,
      /** The personal or tenant tokens, without secrets. */
      list(scope: TokenScope): AdminQuery<TokenRow[]> {
        return { queryKey: key(scope), queryFn: async () => (await callsFor(scope)).list() };
      },
    },
    mutations: {
      /**
       * Creates a token and places it first in the cached list (spec 001 §4). Its secret is only in this mutation's
       * answer, which is dropped as soon as nothing watches it (`gcTime: 0`): shown once, never cached.
       */
      create(scope: TokenScope): AdminMutation<CreatedToken, TokenInput> {
        const listKey = key(scope);
        return {
          mutationKey: [...listKey, 'create'],
          mutationFn: async (input) => (await callsFor(scope)).create(input),
          onSuccess: (token) =>
            void queryClient.setQueryData<TokenRow[]>(
              listKey,
              (rows) => rows && [withoutSecret(token), ...rows.filter((r) => r.id !== token.id)],
            ),
          gcTime: 0,
        };
      },
      /** Deletes a token (by the id its row carries); the list reloads. */
      remove(scope: TokenScope): AdminMutation<unknown, string> {
        const listKey = key(scope);
        return {
          mutationKey: [...listKey, 'remove'],
          mutationFn: async (id) => (await callsFor(scope)).remove(id),
          onSuccess: () => queryClient.invalidateQueries({ queryKey: listKey }),
        };
      },
    },
  };
}

/** The API tokens area of the admin data. */
export type ApiTokensData = ReturnType<typeof createApiTokensData>;
