import type { OAuthClient } from '@gatehouse/contracts';
import { fail } from '../../kernel/app-error';
import type { RequestContext } from '../../kernel/request-context';
import { clientView, insertClient, listClients, markClientRevoked, type NewOAuthClient } from './oauth-clients.store';
import { sessionsOfClient } from './oauth-grants.store';
import type { OAuthDeps } from './oauth-deps';

/** The vendor's registry of OAuth applications (decision 0014); every change is audited. */
export function createOAuthClientsService(deps: Pick<OAuthDeps, 'db' | 'clock' | 'events' | 'sessions'>) {
  const { db, clock, events } = deps;
  return {
    async list(): Promise<OAuthClient[]> {
      return (await listClients(db)).map(clientView);
    },
    /**
     * Registers an application; the secret of a confidential one is answered here only. `ctx`: who manages the
     * registry, a vendor credential (route) or the operator's terminal (CLI).
     */
    async create(ctx: RequestContext, input: NewOAuthClient): Promise<OAuthClient & { clientSecret?: string }> {
      // The contract's pattern admits what the URL parser may still refuse (a port above 65535): refuse it here.
      for (const uri of [...input.redirectUris, ...(input.postLogoutRedirectUris ?? []), ...(input.allowedOrigins ?? [])]) {
        if (!URL.canParse(uri)) throw fail('request.invalid', `${uri.slice(0, 100)} is not a valid URL`);
      }
      for (const origin of input.allowedOrigins ?? [])
        if (new URL(origin).origin !== origin) throw fail('request.invalid', `${origin.slice(0, 100)} is not an origin`);
      const { row, secret } = await db.transaction().execute(async (trx) => {
        const created = await insertClient(trx, clock, input);
        await events.emit(trx, ctx, 'oauth.client.created', created.row.id, {
          name: input.name,
          type: input.type,
        });
        return created;
      });
      return { ...clientView(row), ...(secret ? { clientSecret: secret } : {}) };
    },
    /** Revokes an application and ends every session issued to it. */
    async revoke(ctx: RequestContext, clientId: string): Promise<void> {
      const done = await db.transaction().execute(async (trx) => {
        if (!(await markClientRevoked(trx, clock, clientId))) return false;
        for (const sessionId of await sessionsOfClient(trx, clientId)) await deps.sessions.revoke(sessionId, trx);
        await events.emit(trx, ctx, 'oauth.client.revoked', clientId);
        return true;
      });
      if (!done) throw fail('oauth.client_not_found');
    },
  };
}

/** The OAuth application registry. */
export type OAuthClientsService = ReturnType<typeof createOAuthClientsService>;
