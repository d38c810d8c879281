import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './entities';
import { emailField, optionalQuery, tokenField } from './fields';
import { phoneNumberField } from './passwordless';

const USERS_V1 = '/identity/resources/users/v1';
const NUMBERS_V1 = '/identity/resources/users/phone-numbers/v1';
const NUMBERS_V2 = '/identity/resources/users/phone-numbers/v2';
const tags = ['users', 'phones'] as const;
const isoDate = z.string().meta({ description: 'ISO-8601 date-time' });

/** Page size of the phone-number list when none is given (spec 000 §7.3: limit 10, offset 0). */
export const PHONE_NUMBERS_PAGE_SIZE = 10;
/** How many numbers one user may keep on the list. */
export const PHONE_NUMBERS_PER_USER = 10;

/** A one-time code typed by the user (6 digits; spaces are tolerated). */
const codeField = z.string().trim().min(6).max(12);
const phoneId = z.string().min(1).max(128);
const page = {
  _limit: optionalQuery(z.coerce.number().int().min(1).max(100)),
  _offset: optionalQuery(z.coerce.number().int().min(0).max(1_000_000)).meta({ description: 'page index, from 0' }),
};
/** The identity service's pagination wrapper (wire-compat §3). */
const paginated = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), _metadata: z.object({ totalItems: z.number().int(), totalPages: z.number().int() }) });

/** One number of the caller's phone-number list (wire-compat §3.21). */
export const phoneNumberItem = z
  .object({ id: z.string(), phoneNumber: z.string(), verified: z.boolean(), createdAt: isoDate, updatedAt: isoDate })
  .meta({ id: 'PhoneNumber' });
/** One number of the caller's phone-number list. */
export type PhoneNumberItem = z.infer<typeof phoneNumberItem>;

/** Start changing the signed-in user's login phone: a code is texted to the new number (wire-compat §3.21). */
export const changePhoneNumberWithVerification = endpoint({
  id: 'changePhoneNumberWithVerification',
  method: 'post',
  path: `${USERS_V1}/phone`,
  access: { kind: 'user' },
  summary: 'Text a code to a new login phone number; the number is set once the code comes back',
  tags,
  body: z.object({ phoneNumber: phoneNumberField }),
  response: z
    .object({ changePhoneId: z.string().meta({ description: 'handle of this change, sent back with the code' }) })
    .meta({ id: 'ChangePhoneResponse' }),
});

/** Finish the login-phone change with the texted code. */
export const verifyChangePhoneNumber = endpoint({
  id: 'verifyChangePhoneNumber',
  method: 'post',
  path: `${USERS_V1}/phone/verify`,
  access: { kind: 'user' },
  summary: 'Set the new login phone number with the code texted to it',
  tags,
  body: z.object({ changePhoneId: tokenField, code: codeField }),
  response: empty,
});

/** Lost phone (spec 000 §4.4): a code goes to the account's email; the answer is the same for unknown emails. */
export const resetPhoneNumber = endpoint({
  id: 'resetPhoneNumber',
  method: 'post',
  path: `${USERS_V1}/phone/reset`,
  access: { kind: 'public' },
  summary: 'Email a code for replacing a lost login phone number (same answer for unknown emails)',
  tags,
  body: z.object({ email: emailField }),
  response: z
    .object({ resetPhoneNumberToken: z.string().meta({ description: 'handle of this reset, sent back with the emailed code' }) })
    .meta({ id: 'ResetPhoneNumberResponse' }),
});

/** The emailed code of a phone reset, exchanged for the token that sets the new number. */
export const verifyResetPhoneNumber = endpoint({
  id: 'verifyResetPhoneNumber',
  method: 'post',
  path: `${USERS_V1}/phone/reset/verify`,
  access: { kind: 'public' },
  summary: 'Check the emailed code of a phone reset; answers the token that sets the new number',
  tags,
  body: z.object({ resetPhoneNumberToken: tokenField, code: codeField }),
  response: z.object({ changePhoneNumberToken: z.string() }).meta({ id: 'VerifyResetPhoneNumberResponse' }),
});

/** Set the new login phone number of a phone reset (then sign in with a code texted to it). */
export const changePhoneNumber = endpoint({
  id: 'changePhoneNumber',
  method: 'put',
  path: `${USERS_V1}/phone/change`,
  access: { kind: 'public' },
  summary: 'Set the new login phone number with the token of a verified phone reset; other sessions end',
  tags,
  body: z.object({ changePhoneNumberToken: tokenField, phoneNumber: phoneNumberField }),
  response: empty,
});

/** The caller's phone-number list, a page at a time. */
export const getUserPhoneNumbers = endpoint({
  id: 'getUserPhoneNumbers',
  method: 'get',
  path: NUMBERS_V1,
  access: { kind: 'user' },
  summary: 'My phone numbers, a page at a time (10 by default)',
  tags,
  query: z.object(page),
  response: paginated(phoneNumberItem).meta({ id: 'PhoneNumbersPage' }),
});

/** The caller's phone-number list, whole. */
export const getUserOwnPhoneNumbers = endpoint({
  id: 'getUserOwnPhoneNumbers',
  method: 'get',
  path: `${NUMBERS_V1}/me`,
  access: { kind: 'user' },
  summary: 'All my phone numbers',
  tags,
  response: z.array(phoneNumberItem),
});

/** Add a number to the caller's list, unverified; with `verify` a code is texted to it. */
export const createPhoneNumber = endpoint({
  id: 'createPhoneNumber',
  method: 'post',
  path: NUMBERS_V1,
  access: { kind: 'user' },
  summary: 'Add a phone number (unverified); with verify, text it a code',
  tags,
  body: z.object({ phoneNumber: phoneNumberField, verify: z.boolean().optional() }),
  response: z.object({ otcToken: z.string().optional() }).meta({ id: 'CreatePhoneNumberResponse' }),
});

/** Text a code to a number; the code (with the otcToken) verifies it, adding it to the list if needed. */
export const preVerifyPhoneNumber = endpoint({
  id: 'preVerifyPhoneNumber',
  method: 'post',
  path: `${NUMBERS_V1}/preverify`,
  access: { kind: 'user' },
  summary: 'Text a verification code to a phone number',
  tags,
  body: z.object({ phoneNumber: phoneNumberField }),
  response: z.object({ otcToken: z.string() }).meta({ id: 'PreVerifyPhoneNumberResponse' }),
});

/** Verify a number with the texted code. */
export const verifyPhoneNumber = endpoint({
  id: 'verifyPhoneNumber',
  method: 'post',
  path: `${NUMBERS_V1}/verify`,
  access: { kind: 'user' },
  summary: 'Mark a phone number verified with the code texted to it',
  tags,
  body: z.object({ otcToken: tokenField, code: codeField }),
  response: empty,
});

/** Remove a number: an unverified one at once, a verified one after a code texted to it. */
export const deletePhoneNumber = endpoint({
  id: 'deletePhoneNumber',
  method: 'delete',
  path: `${NUMBERS_V1}/{phoneId}`,
  access: { kind: 'user' },
  summary: 'Remove a phone number (a verified one needs the code texted to it)',
  tags,
  params: z.object({ phoneId }),
  response: z
    .object({
      phoneId: z.string(),
      otcToken: z.string().optional().meta({ description: 'present when the number is verified: send it back with the texted code' }),
    })
    .meta({ id: 'DeletePhoneNumberResponse' }),
});

/** Finish removing a verified number with the texted code. */
export const verifyDeletePhoneNumber = endpoint({
  id: 'verifyDeletePhoneNumber',
  method: 'post',
  path: `${NUMBERS_V1}/{phoneId}/delete/verify`,
  access: { kind: 'user' },
  summary: 'Remove a verified phone number with the code texted to it',
  tags,
  params: z.object({ phoneId }),
  body: z.object({ otcToken: tokenField, code: codeField }),
  response: empty,
});

/** Login phone numbers of members of the caller's tenant (wire-compat §3.1 enrichment). */
export const getUsersPhoneNumbers = endpoint({
  id: 'getUsersPhoneNumbers',
  method: 'get',
  path: NUMBERS_V2,
  access: { kind: 'user', permission: 'fe.secure.read.users' },
  summary: "Login phone numbers of the caller's tenant members (by user ids, or all, a page at a time)",
  tags,
  query: z.object({
    userIds: optionalQuery(
      z
        .string()
        .max(20_000)
        .transform((s) =>
          s
            .split(',')
            .map((x) => x.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.string().min(1).max(128)).max(200)),
    ),
    // A `+` in a query string reads as a space unless encoded: both spellings mean the same prefix.
    _phoneNumber: optionalQuery(
      z
        .string()
        .trim()
        .max(16)
        .regex(/^\+?\d{1,15}$/)
        .transform((s) => `+${s.replace(/^\+/, '')}`),
    ).meta({ description: 'prefix of the number (E.164, the + optional)' }),
    ...page,
  }),
  response: paginated(z.object({ userId: z.string(), phoneNumber: z.string() })).meta({ id: 'UsersPhoneNumbersPage' }),
});
