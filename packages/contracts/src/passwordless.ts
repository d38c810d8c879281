import { z } from 'zod';
import { endpoint } from './endpoint';
import { loginResponse } from './entities';
import { emailField, tokenField } from './fields';

const AUTH = '/identity/resources/auth/v1';

/**
 * The passwordless type in the path: pre-login uses the lower-cased name, post-login the name as the
 * login box passes it (wire-compat §2.11); both spellings are accepted on both.
 */
export const passwordlessTypes = ['magiclink', 'code', 'smscode', 'MagicLink', 'Code', 'SmsCode'] as const;

/** Length of the one-time codes sent by email and SMS (ASVS 2.7.6: ≥ 20 bits). */
export const PASSWORDLESS_CODE_LENGTH = 6;
/** Lifetime of a one-time code or magic link, in seconds (ASVS 2.7.2: at most 10 minutes). */
export const PASSWORDLESS_TTL_SECONDS = 600;

/** A phone number in E.164 form (`+` and up to 15 digits). */
export const phoneNumberField = z
  .string()
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, { error: 'Please enter the phone number with its country code, e.g. +14155550100' });

const params = z.object({ type: z.enum(passwordlessTypes) });
const captchaAndInvitation = { recaptchaToken: z.string().max(4096).optional(), invitationToken: tokenField.optional() };

/** Start a passwordless sign-in: a code or link is sent to the account's email or phone (wire-compat §2.11). */
export const passwordlessPrelogin = endpoint({
  id: 'passwordlessPrelogin',
  method: 'post',
  path: `${AUTH}/passwordless/{type}/prelogin`,
  access: { kind: 'public' },
  summary: 'Send a one-time code (email or SMS) or a magic link; the answer is the same for unknown accounts',
  tags: ['auth', 'passwordless'],
  params,
  body: z
    .object({
      email: emailField.optional(),
      // The reference store always adds `username: ''` to email payloads.
      username: z.string().max(254).optional(),
      userId: z.string().min(1).max(128).optional(),
      phoneNumber: phoneNumberField.optional(),
      ...captchaAndInvitation,
    })
    .refine((b) => b.email !== undefined || b.userId !== undefined || b.phoneNumber !== undefined, {
      error: 'An email, user id or phone number is required',
    }),
  response: z
    .object({
      otcToken: z.string().optional().meta({
        description:
          'handle of this sign-in, sent back with the code (code and SMS types): a code works only in the flow that asked for it',
      }),
      phoneNumber: z.string().optional().meta({ description: 'the masked phone number the code went to (SMS by phone number only)' }),
    })
    .meta({ id: 'PasswordlessPreloginResponse' }),
});

/** Finish a passwordless sign-in with the code or the magic-link token (wire-compat §2.11). */
export const passwordlessPostlogin = endpoint({
  id: 'passwordlessPostlogin',
  method: 'post',
  path: `${AUTH}/passwordless/{type}/postlogin`,
  access: { kind: 'public' },
  summary: 'Sign in with a one-time code (with its otcToken) or a magic-link token; may ask for a second factor',
  tags: ['auth', 'passwordless'],
  params,
  body: z.object({ token: tokenField, otcToken: tokenField.optional(), ...captchaAndInvitation }),
  response: loginResponse,
});
