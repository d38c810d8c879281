// The sessions feature's public entry: the session service (issue, refresh, revoke) and its types, the refresh-token
// format, and the caller's own sessions (service and routes).
export {
  createSessionService,
  type IssuedSession,
  type PendingSession,
  type SessionService,
  type TenantEntry,
  type TenantEntryRule,
} from './sessions.service';
export { createRefreshTokens } from './refresh-tokens';
export { createMySessionsService, type MySessionsService } from './my-sessions.service';
export { mySessionsRoutes } from './my-sessions.routes';
