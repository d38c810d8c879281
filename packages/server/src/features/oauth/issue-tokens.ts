import type { TokenResponse } from '@gatehouse/contracts';
import type { Transaction } from 'kysely';
import { AppError } from '../../kernel/app-error';
import { actingAs, type RequestContext } from '../../kernel/request-context';
import type { Database } from '../../storage/schema';
import type { IssuedSession } from '../sessions/index';
import { signIdToken } from './id-token';
import { oauthFail } from './oauth-error';
import { linkSession } from './oauth-grants.store';
import type { OAuthDeps } from './oauth-deps';

/** Who signed in, and how, as the hosted-login session says. */
export interface SignIn {
  userId: string;
  tenantId: string;
  amr: string[];
  authTime: number;
  browserSessionId: string | null;
}

/** The RFC 6749 §5.1 answer for a session and its ID token. */
export async function tokenResponseOf(
  deps: OAuthDeps,
  issued: IssuedSession,
  clientId: string,
  scope: string,
  nonce: string | null,
): Promise<TokenResponse> {
  const accessToken = issued.response.accessToken!;
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: deps.config.accessTokenTtlSeconds,
    refresh_token: issued.refreshToken,
    id_token: await signIdToken(deps.keys, { accessToken, clientId, nonce }),
    scope,
  };
}

/**
 * Starts a session of its own for an application (a refresh-token family the application rotates),
 * linked to the hosted-login session it came from. The hooks run in the same transaction (spending
 * the code before, recording the session on it after), so that both commit together or not at all.
 */
export async function issueToClient(
  deps: OAuthDeps,
  input: {
    clientId: string;
    signIn: SignIn;
    scope: string;
    nonce: string | null;
    grant: string;
    ctx: RequestContext;
  },
  hooks: {
    before?: (trx: Transaction<Database>) => Promise<void>;
    after?: (trx: Transaction<Database>, sessionId: string) => Promise<void>;
  } = {},
): Promise<TokenResponse> {
  const { db, clock, events, sessions } = deps;
  const { signIn } = input;
  let pending;
  try {
    pending = await db.transaction().execute(async (trx) => {
      await hooks.before?.(trx);
      const p = await sessions.issue(trx, {
        userId: signIn.userId,
        tenantId: signIn.tenantId,
        amr: signIn.amr,
        client: input.ctx,
        authTime: signIn.authTime,
      });
      await hooks.after?.(trx, p.sessionId);
      await linkSession(trx, clock, {
        sessionId: p.sessionId,
        clientId: input.clientId,
        browserSessionId: signIn.browserSessionId,
        scope: input.scope,
      });
      await events.emit(trx, actingAs(input.ctx, signIn.userId, signIn.tenantId), 'oauth.token.issued', signIn.userId, {
        clientId: input.clientId,
        grant: input.grant,
      });
      return p;
    });
  } catch (e) {
    // The user left the tenant or was removed since signing in.
    if (e instanceof AppError && e.code === 'auth.refresh_invalid') throw oauthFail('invalid_grant', 'The sign-in is no longer valid');
    throw e;
  }
  return tokenResponseOf(deps, await pending.finish(), input.clientId, input.scope, input.nonce);
}
