import { sessionsApi as api } from '@gatehouse/contracts';
import { route, type RouteDef } from '../../http/define-route';
import type { MySessionsService } from './my-sessions.service';

/** The caller's own sessions and an administrator's sign-out of a member (wire-compat §3.15). */
export function mySessionsRoutes(sessions: MySessionsService): RouteDef[] {
  return [
    route(api.listMySessions, ({ auth }) => sessions.list(auth)),
    route(api.getMyCurrentSession, ({ auth }) => sessions.current(auth)),
    // Before the by-id route, so "all" is never read as a session id.
    route(api.revokeMyOtherSessions, async ({ auth, ctx }) => (await sessions.revokeOthers(auth, ctx), {})),
    route(api.revokeMySession, async ({ auth, ctx, params }) => (await sessions.revokeOne(auth, ctx, params.id), {})),
    route(api.revokeUserSessions, async ({ auth, ctx, body }) => (await sessions.revokeMember(auth, ctx, body.userId), {})),
  ] as RouteDef[];
}
