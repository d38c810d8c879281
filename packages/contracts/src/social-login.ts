import { z } from 'zod';
import { endpoint } from './endpoint';
import { loginResponse } from './entities';
import { jsonText, optionalQuery, tokenField } from './fields';

const SSO = '/identity/resources/sso';
const AUTH = '/identity/resources/auth/v1';
const VENDOR = { kind: 'vendor' } as const;
const tags = ['social login'];
const vendorTags = ['social login (vendor)'];

/** The social providers (spec 000 §9). */
export const socialProviderTypes = ['microsoft', 'facebook', 'google', 'github', 'slack', 'apple', 'linkedin'] as const;
/** A social provider. */
export type SocialProviderType = (typeof socialProviderTypes)[number];

/** A provider in the postlogin path: a social provider, or the id of a custom provider. */
const providerParam = z.object({ provider: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Unknown provider' }) });

/**
 * An absolute http(s) URL a provider or the login box is reached at: a host, an optional port and path, no fragment
 * and no credentials. A pattern, so that OpenAPI and the gates' input generators can read it.
 */
const httpUrl = z
  .string()
  .max(2048)
  .regex(/^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?(\/[^\s#]*)?$/, {
    error: 'must be an absolute http(s) URL with a lower-case host, without fragment or credentials',
  });
const scope = z.string().regex(/^[\x21\x23-\x5B\x5D-\x7E]{1,200}$/, { error: 'A scope is one word of printable characters' });
const secret = z.string().min(1).max(4096);

/** A social provider as the login box lists it (v2). */
export const socialProviderV2 = z
  .object({
    type: z.enum(socialProviderTypes),
    clientId: z.string().optional(),
    redirectUrl: z.string(),
    backendRedirectUrl: z.string().optional(),
    active: z.boolean(),
    authorizationUrl: z
      .string()
      .optional()
      .meta({ description: 'relative: the server starts the sign-in (PKCE, state and nonce held server-side) and redirects' }),
    options: z.record(z.string(), z.unknown()).optional(),
    customised: z.boolean(),
    additionalScopes: z.array(z.string()).optional(),
  })
  .meta({ id: 'SocialProviderV2' });

/** A custom OAuth 2 / OpenID provider as the login box lists it (no secret). */
export const customSocialProvider = z
  .object({
    id: z.string(),
    type: z.string(),
    clientId: z.string(),
    redirectUrl: z.string(),
    redirectUrlPattern: z.string(),
    authorizationUrl: z.string(),
    userInfoUrl: z.string(),
    scopes: z.string(),
    ssoLogoUrl: z.string(),
    displayName: z.string(),
    active: z.boolean(),
  })
  .meta({ id: 'CustomSocialProvider' });

/** Social providers, v1 (wire-compat §2.18): configured providers; an inactive one carries no client id. */
export const getSocialProvidersV1 = endpoint({
  id: 'getSocialProvidersV1',
  method: 'get',
  path: `${SSO}/v1`,
  access: { kind: 'public' },
  summary: 'The configured social providers (v1)',
  tags,
  response: z.array(z.object({ type: z.enum(socialProviderTypes), clientId: z.string(), redirectUrl: z.string(), active: z.boolean() })),
});

/** Social providers, v2 (wire-compat §2.18). */
export const getSocialProvidersV2 = endpoint({
  id: 'getSocialProvidersV2',
  method: 'get',
  path: `${SSO}/v2`,
  access: { kind: 'public' },
  summary: 'The configured social providers (v2)',
  tags,
  response: z.array(socialProviderV2),
});

/** Social providers, v2, as a signed-in user's login box reads them (wire-compat §2.18). */
export const getSocialProvidersV2Authenticated = endpoint({
  id: 'getSocialProvidersV2Authenticated',
  method: 'get',
  path: `${SSO}/v2/authenticated`,
  access: { kind: 'user' },
  summary: 'The configured social providers (v2), signed in',
  tags,
  response: z.array(socialProviderV2),
});

/** Custom social providers (wire-compat §2.18): the active ones, without secrets. */
export const getCustomSocialProviders = endpoint({
  id: 'getCustomSocialProviders',
  method: 'get',
  path: `${SSO}/custom/v1`,
  access: { kind: 'public' },
  summary: 'The active custom social providers',
  tags,
  response: z.object({ providers: z.array(customSocialProvider) }),
});

/** Starts a social sign-in held by the server: redirects to the provider with PKCE, state and nonce kept server-side. */
export const socialAuthorize = endpoint({
  id: 'socialAuthorize',
  method: 'get',
  path: `${AUTH}/user/sso/{provider}/authorize`,
  access: { kind: 'public' },
  summary: "Redirect to a social provider's sign-in page (answers 302)",
  tags,
  params: providerParam,
  // Compared with the provider's configured redirect URL as it is: anything else is refused.
  query: z.object({ redirectUri: optionalQuery(z.string().max(2048)) }),
  response: z.object({}),
});

/** Finishes a social sign-in (wire-compat §2.18): the code is exchanged, the account found, linked or created. */
export const socialPostlogin = endpoint({
  id: 'socialPostlogin',
  method: 'post',
  path: `${AUTH}/user/sso/{provider}/postlogin`,
  access: { kind: 'public' },
  summary: 'Sign in with a social provider’s authorization code; may create the account or ask for a second factor',
  tags,
  params: providerParam,
  query: z.object({
    code: optionalQuery(tokenField.max(4096)),
    id_token: optionalQuery(z.string().max(16_384)),
    redirectUri: optionalQuery(z.string().max(2048)),
    // RFC 7636 §4.1: 43 to 128 characters (the provider checks the alphabet against its challenge).
    code_verifier: optionalQuery(z.string().min(43).max(128)),
    code_verifier_pkce: optionalQuery(z.string().min(43).max(128)),
    state: optionalQuery(z.string().max(4096)),
  }),
  body: z.object({ metadata: jsonText.optional(), invitationToken: tokenField.optional() }).optional(),
  response: loginResponse.extend({ email: z.string(), isNewUser: z.boolean(), name: z.string() }).meta({ id: 'SocialLoginResponse' }),
});

/** A social provider's vendor configuration, as the vendor side reads it (the secret never leaves the server). */
export const socialProviderConfig = z
  .object({
    type: z.enum(socialProviderTypes),
    clientId: z.string(),
    hasSecret: z.boolean(),
    redirectUrl: z.string(),
    additionalScopes: z.array(z.string()),
    active: z.boolean(),
    baseUrl: z.string().nullable().meta({ description: "where the provider's endpoints are reached instead of its public ones" }),
    trustEmails: z.boolean(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SocialProviderConfig' });

/** List the social providers' configuration (vendor side). */
export const listSocialProviderConfigs = endpoint({
  id: 'listSocialProviderConfigs',
  method: 'get',
  path: `${SSO}/v1/vendor/providers`,
  access: VENDOR,
  summary: 'The social providers’ configuration',
  tags: vendorTags,
  response: z.object({ items: z.array(socialProviderConfig) }),
});

/** Configure a social provider (vendor side); a secret left out keeps the stored one. */
export const putSocialProviderConfig = endpoint({
  id: 'putSocialProviderConfig',
  method: 'put',
  path: `${SSO}/v1/vendor/providers/{type}`,
  access: VENDOR,
  summary: 'Configure a social provider',
  tags: vendorTags,
  params: z.object({ type: z.enum(socialProviderTypes) }),
  body: z.strictObject({
    clientId: z.string().trim().min(1).max(512),
    secret: secret.optional(),
    redirectUrl: httpUrl,
    additionalScopes: z.array(scope).max(20).optional(),
    active: z.boolean(),
    baseUrl: httpUrl.nullable().optional(),
    trustEmails: z.boolean().optional(),
  }),
  response: socialProviderConfig,
});

/** Remove a social provider's configuration (vendor side). */
export const deleteSocialProviderConfig = endpoint({
  id: 'deleteSocialProviderConfig',
  method: 'delete',
  path: `${SSO}/v1/vendor/providers/{type}`,
  access: VENDOR,
  summary: 'Remove a social provider’s configuration',
  tags: vendorTags,
  params: z.object({ type: z.enum(socialProviderTypes) }),
  response: z.object({}),
});

const customFields = {
  type: z.string().trim().min(1).max(64),
  clientId: z.string().trim().min(1).max(512),
  secret,
  authorizationUrl: httpUrl,
  tokenUrl: httpUrl,
  userInfoUrl: httpUrl,
  scopes: z.string().trim().min(1).max(1000),
  ssoLogoUrl: httpUrl.or(z.literal('')).optional(),
  displayName: z.string().trim().min(1).max(200),
  active: z.boolean(),
  redirectUrl: httpUrl,
};

/** A custom provider's configuration, as the vendor side reads it. */
export const customProviderConfig = customSocialProvider
  .omit({ redirectUrlPattern: true })
  .extend({ tokenUrl: z.string(), hasSecret: z.boolean() });

/** List the custom social providers (vendor side). */
export const listCustomProviderConfigs = endpoint({
  id: 'listCustomProviderConfigs',
  method: 'get',
  path: `${SSO}/custom/v1/vendor`,
  access: VENDOR,
  summary: 'The custom social providers',
  tags: vendorTags,
  response: z.object({ items: z.array(customProviderConfig) }),
});

/** Add a custom OAuth 2 / OpenID provider (vendor side). */
export const createCustomProviderConfig = endpoint({
  id: 'createCustomProviderConfig',
  method: 'post',
  path: `${SSO}/custom/v1/vendor`,
  access: VENDOR,
  summary: 'Add a custom social provider',
  tags: vendorTags,
  body: z.strictObject(customFields),
  response: customProviderConfig,
  status: 201,
});

/** Change a custom provider (vendor side); fields left out keep their value. */
export const updateCustomProviderConfig = endpoint({
  id: 'updateCustomProviderConfig',
  method: 'patch',
  path: `${SSO}/custom/v1/vendor/{id}`,
  access: VENDOR,
  summary: 'Change a custom social provider',
  tags: vendorTags,
  params: z.object({ id: z.uuid() }),
  body: z.strictObject(customFields).partial(),
  response: customProviderConfig,
});

/** Remove a custom provider (vendor side); the identities linked through it go with it. */
export const deleteCustomProviderConfig = endpoint({
  id: 'deleteCustomProviderConfig',
  method: 'delete',
  path: `${SSO}/custom/v1/vendor/{id}`,
  access: VENDOR,
  summary: 'Remove a custom social provider',
  tags: vendorTags,
  params: z.object({ id: z.uuid() }),
  response: z.object({}),
});

/**
 * Apple answers with `response_mode=form_post`: it posts the code and state here (form-encoded), and the server
 * turns the post into a redirect to the login box's social success route with the same code and state.
 */
export const socialAppleCallback = endpoint({
  id: 'socialAppleCallback',
  method: 'post',
  path: `${AUTH}/user/sso/apple/callback`,
  access: { kind: 'public' },
  summary: "Apple's form post: answered with a 302 to the login box's social success route",
  tags,
  body: z.object({
    code: tokenField.max(4096).optional(),
    state: z.string().max(4096).optional(),
    id_token: z.string().max(16_384).optional(),
    user: z.string().max(4096).optional(),
    error: z.string().max(200).optional(),
  }),
  form: true,
  response: z.object({}),
});
