import { z } from 'zod';
import { PROFILE_PICTURE_MAX_BYTES } from './constants';
import { endpoint } from './endpoint';
import { empty, loginResponse, meTenants, permission, role, tenant, userProfile } from './entities';
import { emailField, jsonText, nameField, optionalQuery, passwordField, tokenField } from './fields';

const USERS_V1 = '/identity/resources/users/v1';
const USERS_V2 = '/identity/resources/users/v2';
const USERS_V3 = '/identity/resources/users/v3';

/** Sign-up: a new tenant with the user as its Admin (spec 000 §4.2, wire-compat §2.5). */
export const signUp = endpoint({
  id: 'signUp',
  method: 'post',
  path: `${USERS_V1}/signUp`,
  access: { kind: 'public' },
  summary: 'Sign up: create a tenant and its first user',
  tags: ['users'],
  body: z.object({
    email: emailField,
    companyName: nameField,
    name: nameField.optional(),
    password: passwordField.optional(),
    phoneNumber: z.string().max(32).optional(),
    metadata: jsonText.optional(),
    recaptchaToken: z.string().max(4096).optional(),
    invitationToken: tokenField.optional(),
  }),
  response: z
    .object({
      shouldActivate: z.boolean(),
      userId: z.string(),
      tenantId: z.string(),
      authResponse: loginResponse.optional(),
    })
    .meta({ id: 'SignUpResponse' }),
  status: 200,
});

/** Which activation form to show (wire-compat §2.6). */
export const activationStrategy = endpoint({
  id: 'activationStrategy',
  method: 'get',
  path: `${USERS_V1}/activate/strategy`,
  access: { kind: 'public' },
  summary: 'Whether activation needs a password',
  tags: ['users'],
  query: z.object({ userId: tokenField, token: tokenField }),
  response: z.object({ shouldSetPassword: z.boolean() }),
});

/** Activate an account from the emailed link (spec 000 §4.3). */
export const activate = endpoint({
  id: 'activate',
  method: 'post',
  path: `${USERS_V1}/activate`,
  access: { kind: 'public' },
  summary: 'Activate an account and sign in',
  tags: ['users'],
  body: z.object({
    userId: tokenField,
    token: tokenField,
    password: passwordField.optional(),
    recaptchaToken: z.string().max(4096).optional(),
    lastTermsCheck: z.string().max(64).optional(),
  }),
  response: loginResponse,
});

/** Send the activation email again. */
export const resendActivation = endpoint({
  id: 'resendActivation',
  method: 'post',
  path: `${USERS_V1}/activate/reset`,
  access: { kind: 'public' },
  summary: 'Resend the activation email (answers the same whether or not the email is known)',
  tags: ['users'],
  body: z.object({ email: emailField }),
  response: empty,
});

/** Start a password reset by email (spec 000 §7.3). */
export const forgotPassword = endpoint({
  id: 'forgotPassword',
  method: 'post',
  path: `${USERS_V1}/passwords/reset`,
  access: { kind: 'public' },
  summary: 'Email a password reset link (answers the same whether or not the email is known)',
  tags: ['passwords'],
  body: z.object({ email: emailField }),
  response: empty,
});

/** Set a new password with the emailed token. */
export const resetPassword = endpoint({
  id: 'resetPassword',
  method: 'post',
  path: `${USERS_V1}/passwords/reset/verify`,
  access: { kind: 'public' },
  summary: 'Set a new password with a reset token; revokes every session of the user',
  tags: ['passwords'],
  body: z.object({ userId: tokenField, token: tokenField, password: passwordField }),
  response: empty,
});

/** Change the password of the signed-in user. */
export const changePassword = endpoint({
  id: 'changePassword',
  method: 'post',
  path: `${USERS_V1}/passwords/change`,
  access: { kind: 'user' },
  summary: 'Change the password (needs the current one)',
  tags: ['passwords'],
  body: z.object({ password: passwordField, newPassword: passwordField }),
  response: empty,
});

/** Password policy as the login box needs it (wire-compat §2.9). */
export const passwordConfig = endpoint({
  id: 'passwordConfig',
  method: 'get',
  path: `${USERS_V1}/passwords/config`,
  access: { kind: 'public' },
  summary: 'Password rules',
  tags: ['passwords'],
  query: z.object({ userId: optionalQuery(tokenField) }),
  response: z
    .object({
      allowPassphrases: z.boolean(),
      maxLength: z.number(),
      minLength: z.number(),
      minPhraseLength: z.number(),
      minOptionalTestsToPass: z.number(),
      requiredTests: z.object({ checkThreeRepeatedChars: z.boolean().optional() }).optional(),
      optionalTests: z
        .object({
          requireLowercase: z.boolean().optional(),
          requireUppercase: z.boolean().optional(),
          requireNumbers: z.boolean().optional(),
          requireSpecialChars: z.boolean().optional(),
        })
        .optional(),
    })
    .meta({ id: 'PasswordConfig' }),
});

/** The current user's profile. */
export const getMe = endpoint({
  id: 'getMe',
  method: 'get',
  path: `${USERS_V2}/me`,
  access: { kind: 'user' },
  summary: 'The signed-in user',
  tags: ['me'],
  query: z.object({ addRoles: optionalQuery(z.enum(['true', 'false'])) }),
  response: userProfile,
});

/** Update the current user's own profile fields. */
export const updateMe = endpoint({
  id: 'updateMe',
  method: 'put',
  path: `${USERS_V2}/me`,
  access: { kind: 'user' },
  summary: 'Update the signed-in user (name, phone, picture, metadata)',
  tags: ['me'],
  body: z.object({
    name: nameField.optional(),
    phoneNumber: z.string().trim().max(32).optional(),
    profilePictureUrl: z
      .string()
      .max(Math.ceil((PROFILE_PICTURE_MAX_BYTES * 4) / 3) + 64)
      .optional()
      .meta({
        description: `An https URL, a data:image/(png|jpeg|webp);base64,… URL of at most ${PROFILE_PICTURE_MAX_BYTES} bytes, or '' to remove it`,
      }),
    metadata: jsonText.optional(),
  }),
  response: userProfile,
});

/** Tenants of the current user (v1). */
export const getMeTenantsV1 = endpoint({
  id: 'getMeTenantsV1',
  method: 'get',
  path: `${USERS_V1}/me/tenants`,
  access: { kind: 'user' },
  summary: 'Tenants of the signed-in user',
  tags: ['me'],
  response: meTenants,
});

/** Tenants of the current user (v3, what the reference store calls by default). */
export const getMeTenants = endpoint({
  id: 'getMeTenants',
  method: 'get',
  path: `${USERS_V3}/me/tenants`,
  access: { kind: 'user' },
  summary: 'Tenants of the signed-in user',
  tags: ['me'],
  response: meTenants,
});

/** Tenants of the current user (legacy v2: a bare array). */
export const getMeTenantsV2 = endpoint({
  id: 'getMeTenantsV2',
  method: 'get',
  path: `${USERS_V2}/me/tenants`,
  access: { kind: 'user' },
  summary: 'Tenants of the signed-in user (legacy array shape)',
  tags: ['me'],
  response: z.array(tenant),
});

/** Switch the active tenant; the client refreshes afterwards (wire-compat §2.15). */
export const switchTenant = endpoint({
  id: 'switchTenant',
  method: 'put',
  path: `${USERS_V1}/tenant`,
  access: { kind: 'user' },
  summary: 'Switch the active tenant of the session',
  tags: ['me'],
  body: z.object({ tenantId: tokenField, silentReload: z.boolean().optional() }),
  response: empty,
});

/** Roles and permissions of the current user in the active tenant. */
export const getMeAuthorization = endpoint({
  id: 'getMeAuthorization',
  method: 'get',
  path: `${USERS_V1}/me/authorization`,
  access: { kind: 'user' },
  summary: 'Roles and permissions of the signed-in user',
  tags: ['me'],
  response: z.object({ roles: z.array(role), permissions: z.array(permission) }),
});
