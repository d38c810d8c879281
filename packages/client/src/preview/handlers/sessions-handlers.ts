import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';

/** The caller's sessions, newest first, the one of this token marked current (wire-compat §3.15). */
function mySessions(context: PreviewContext) {
  const { user, session } = caller(context);
  return [...user.sessions].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((s) => ({ ...s, current: s.id === session.id }));
}

/** The signed-in user's sessions (spec 000 §5 security center, wire-compat §3.15). */
export const sessionsHandlers: PreviewHandlers = {
  listMySessions: (_request, context) => mySessions(context),
  getMyCurrentSession: (_request, context) => mySessions(context).find((s) => s.current) ?? fail('session.not_found'),
  revokeMyOtherSessions: (_request, context) => {
    const { user, session } = caller(context);
    user.sessions = user.sessions.filter((s) => s.id === session.id);
    return {};
  },
  revokeMySession: ({ params }, context) => {
    const { user, session } = caller(context);
    if (params.id === session.id) fail('session.revoke_self');
    if (!user.sessions.some((s) => s.id === params.id)) fail('session.not_found');
    user.sessions = user.sessions.filter((s) => s.id !== params.id);
    return {};
  },
};
