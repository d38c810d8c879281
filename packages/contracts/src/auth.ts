import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, loginResponse } from './entities';
import { emailField, passwordField, tokenField } from './fields';

const AUTH = '/identity/resources/auth/v1';

/** Password login (spec 000 §7.1, wire-compat §2.1). */
export const login = endpoint({
  id: 'login',
  method: 'post',
  path: `${AUTH}/user`,
  access: { kind: 'public' },
  summary: 'Sign in with email and password',
  tags: ['auth'],
  body: z.object({
    email: emailField,
    password: passwordField,
    recaptchaToken: z.string().max(4096).optional(),
    invitationToken: tokenField.optional(),
  }),
  response: loginResponse,
});

/** Rotate the refresh cookie and issue a new access token (wire-compat §2.3). */
export const refreshToken = endpoint({
  id: 'refreshToken',
  method: 'post',
  path: `${AUTH}/user/token/refresh`,
  access: { kind: 'cookie' },
  summary: 'Refresh the session (refresh token in the HttpOnly cookie)',
  tags: ['auth'],
  body: z.object({ tenantId: z.string().max(128).nullable().optional() }).optional(),
  response: loginResponse,
});

/** End the session carried by the refresh cookie (wire-compat §2.4). */
export const logout = endpoint({
  id: 'logout',
  method: 'post',
  path: `${AUTH}/logout`,
  access: { kind: 'cookie' },
  summary: 'Sign out: revoke the refresh token family and clear the cookie',
  tags: ['auth'],
  body: z.object({}).optional(),
  response: empty,
});

const AUTH_V2 = '/identity/resources/auth/v2';

/** SSO pre-login: where to send a user whose domain has SSO (wire-compat §2.10). */
export const ssoPrelogin = endpoint({
  id: 'ssoPrelogin',
  method: 'post',
  path: `${AUTH_V2}/user/sso/prelogin`,
  access: { kind: 'public' },
  summary: 'SSO pre-login: an address when the email belongs to an SSO tenant, else an empty object',
  tags: ['auth'],
  body: z.object({ email: emailField.optional(), username: z.string().max(254).optional(), tenantId: z.string().max(128).optional() }),
  response: z.object({
    address: z.string().optional(),
    idpType: z.enum(['saml', 'oidc']).optional(),
    addressType: z.enum(['sso', 'external']).optional(),
  }),
});
