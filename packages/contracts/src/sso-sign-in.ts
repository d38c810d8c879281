import { z } from 'zod';
import { endpoint } from './endpoint';
import { loginResponse } from './entities';
import { emailField, tokenField } from './fields';

const AUTH = '/identity/resources/auth/v1';
const AUTH_V2 = '/identity/resources/auth/v2';
const tags = ['sso sign-in'];

/** The encoded SAML response's bound (512 KiB, as the service provider's own limit). */
const samlResponseField = z
  .string()
  .min(1)
  .max(512 * 1024);
/** A RelayState or OIDC state as we issue them (opaque, url-safe). */
const stateField = z.string().min(1).max(512);

/** SAML pre-login v1 (wire-compat §2.10): the address only; the client treats any error as "no SSO". */
export const samlPrelogin = endpoint({
  id: 'samlPrelogin',
  method: 'post',
  path: `${AUTH}/user/saml/prelogin`,
  access: { kind: 'public' },
  summary: 'SSO pre-login (v1): the identity provider address when the email belongs to an SSO domain, else an empty object',
  tags,
  body: z.object({ email: emailField.optional(), username: z.string().max(254).optional(), tenantId: z.string().max(128).optional() }),
  response: z.object({ address: z.string().optional() }),
});

/**
 * SAML post-login (wire-compat §2.10): `RelayState` alone redeems the sign-in our assertion consumer service
 * verified and handed to the login box; with `SAMLResponse` the response is verified here.
 */
export const samlPostlogin = endpoint({
  id: 'samlPostlogin',
  method: 'post',
  path: `${AUTH}/user/saml/postlogin`,
  access: { kind: 'public' },
  summary: 'Finish an SSO sign-in through a SAML connection; may provision the user or ask for a second factor',
  tags,
  body: z.object({ RelayState: stateField, SAMLResponse: samlResponseField.optional() }),
  response: loginResponse,
});

/** The assertion consumer service: the identity provider's form post, answered with a 302 to the login box. */
export const samlAcs = endpoint({
  id: 'samlAcs',
  method: 'post',
  path: `${AUTH}/user/saml/postlogin/{id}`,
  access: { kind: 'public' },
  summary: "The identity provider's HTTP-POST binding: the response is verified and the browser sent to the SAML callback (302)",
  tags,
  params: z.object({ id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, { error: 'Unknown connection' }) }),
  body: z.object({ SAMLResponse: samlResponseField, RelayState: stateField }),
  form: true,
  response: z.object({}),
});

const oidcCommon = { code: tokenField.max(4096), redirectUri: z.string().max(2048).optional() };

/** OIDC post-login v1 (wire-compat §2.10). */
export const oidcPostloginV1 = endpoint({
  id: 'oidcPostloginV1',
  method: 'post',
  path: `${AUTH}/user/oidc/postlogin`,
  access: { kind: 'public' },
  summary: 'Finish an SSO sign-in through an OIDC connection with the provider’s code and state',
  tags,
  body: z.object({ ...oidcCommon, state: stateField }),
  response: loginResponse,
});

/** OIDC post-login v2 (wire-compat §2.10, the one the login box calls): the state is sent as `RelayState`. */
export const oidcPostloginV2 = endpoint({
  id: 'oidcPostloginV2',
  method: 'post',
  path: `${AUTH_V2}/user/oidc/postlogin`,
  access: { kind: 'public' },
  summary: 'Finish an SSO sign-in through an OIDC connection (the state as RelayState)',
  tags,
  body: z.object({ ...oidcCommon, RelayState: stateField }),
  response: loginResponse,
});
