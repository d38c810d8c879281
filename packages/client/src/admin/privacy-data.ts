import type { UserSession } from '@gatehouse/contracts';
import { adminScope, type AdminDeps, type AdminMutation, type AdminQuery } from './admin-query';

/** The signed-in user's login sessions: list, sign one out, sign out all the others. */
export function createPrivacyData({ client, queryClient }: AdminDeps) {
  const api = client.api;
  const sessionsKey = () => [...adminScope(client), 'privacy', 'sessions'];
  const revoke = <V>(name: string, call: (input: V) => Promise<unknown>): AdminMutation<unknown, V> => {
    const queryKey = sessionsKey();
    return { mutationKey: [...queryKey, name], mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey }) };
  };

  return {
    queries: {
      /** The user's live sessions, the current one marked. */
      sessions(): AdminQuery<UserSession[]> {
        return { queryKey: sessionsKey(), queryFn: () => api.listMySessions() };
      },
    },
    mutations: {
      /** Signs out one session (by id); the list reloads. */
      revoke(): AdminMutation<unknown, string> {
        return revoke('revoke', (id: string) => api.revokeMySession({ params: { id } }));
      },
      /** Signs out every session but this one; the list reloads. */
      revokeOthers(): AdminMutation<unknown, void> {
        return revoke('revokeOthers', () => api.revokeMyOtherSessions());
      },
    },
  };
}

/** The privacy area of the admin data. */
export type PrivacyData = ReturnType<typeof createPrivacyData>;
