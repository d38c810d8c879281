// The users feature's public entry: the user store's reads, the wire forms other features answer with, the email layout
// and one-time links. Roles and sessions read users through this entry, so it re-exports nothing that imports them: the
// account and profile services and their routes (accounts.service, profile.service, users.routes) are wired by the
// composition root (deps.ts, features/registry.ts) from their files.
export { isMember, tenantsOfUser, userByEmail, userById, type UserRow } from './users.store';
export { isUserLocked, toWireRole, userIdentity } from './wire';
export { layout } from './emails';
export { issueOneTimeToken } from './one-time-tokens';
export { newUserRow, type NewUser } from './new-user-row';
export { pictureFitsToken } from './profile-picture';
