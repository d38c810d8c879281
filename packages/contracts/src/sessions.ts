import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './entities';

const SESSIONS = '/identity/resources/users/sessions/v1';
const isoDate = z.string().meta({ description: 'ISO-8601 date-time' });
const tags = ['sessions'];

/** A sign-in session of the caller (wire-compat §3.15); the UI derives the device from the user agent. */
export const userSession = z
  .object({
    id: z.string(),
    expires: isoDate,
    ipAddress: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: isoDate,
    lastSeenAt: isoDate,
    current: z.boolean(),
    impersonated: z.boolean(),
  })
  .meta({ id: 'UserSession' });
/** A session as the API answers it. */
export type UserSession = z.infer<typeof userSession>;

/** The caller's live sessions in the active tenant, newest first, the current one marked. */
export const listMySessions = endpoint({
  id: 'listMySessions',
  method: 'get',
  path: `${SESSIONS}/me`,
  access: { kind: 'user' },
  summary: 'My live sessions',
  tags,
  response: z.array(userSession),
});

/** The session the caller's access token belongs to. */
export const getMyCurrentSession = endpoint({
  id: 'getMyCurrentSession',
  method: 'get',
  path: `${SESSIONS}/me/current`,
  access: { kind: 'user' },
  summary: 'My current session',
  tags,
  response: userSession,
});

/** Sign out every other session of the caller (the current one stays). */
export const revokeMyOtherSessions = endpoint({
  id: 'revokeMyOtherSessions',
  method: 'delete',
  path: `${SESSIONS}/me/all`,
  access: { kind: 'user' },
  summary: 'Sign out my other sessions',
  tags,
  response: empty,
});

/** Sign out one session of the caller. */
export const revokeMySession = endpoint({
  id: 'revokeMySession',
  method: 'delete',
  path: `${SESSIONS}/me/{id}`,
  access: { kind: 'user' },
  summary: 'Sign out one of my sessions',
  tags,
  params: z.object({ id: z.string().min(1).max(64) }),
  response: empty,
});

/** An administrator signs a member out of every session in the administrator's tenant. */
export const revokeUserSessions = endpoint({
  id: 'revokeUserSessions',
  method: 'post',
  path: `${SESSIONS}/revoke`,
  access: { kind: 'user', permission: 'fe.secure.write.users' },
  summary: 'Sign a member out of every session in this tenant',
  tags,
  body: z.object({ userId: z.string().min(1).max(64) }),
  response: empty,
});
