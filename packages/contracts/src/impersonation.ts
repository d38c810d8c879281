import { z } from 'zod';
import { endpoint } from './endpoint';

/** The permission that lets an administrator act as another member of the tenant (decision 0021). */
export const IMPERSONATE_PERMISSION = 'fe.secure.write.impersonate';

/** The answer of an impersonation: the session of the impersonated user, acted by the caller (wire-compat §2.19). */
export const impersonationResponse = z
  .object({
    accessToken: z.string(),
    tokenType: z.literal('Bearer'),
    refreshToken: z.string(),
    expiresIn: z.number(),
    expires: z.string(),
  })
  .meta({ id: 'ImpersonationResponse' });

/** Start acting as a member of the caller's tenant; the tokens carry `act.sub` = the caller (RFC 8693 §4.1). */
export const impersonate = endpoint({
  id: 'impersonate',
  method: 'post',
  path: '/identity/resources/impersonation/v1',
  access: { kind: 'user', permission: IMPERSONATE_PERMISSION },
  summary: "Impersonate a member of the caller's tenant (a short, audited session; sets the refresh cookie)",
  tags: ['auth', 'impersonation'],
  body: z.object({
    impersonatedUserId: z.string().min(1).max(128),
    /** The caller's own access token (the same session as the bearer). */
    actorToken: z.string().min(1).max(8192),
    /** Where the host app goes afterwards; it must be on an allowed origin. */
    redirectUrl: z.string().max(2048).optional(),
  }),
  response: impersonationResponse,
});
