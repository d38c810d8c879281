import { z } from 'zod';

/** The spec §8 error body: messages joined by the client, plus a stable code. */
export const errorBody = z
  .object({
    errors: z.array(z.string()),
    errorCode: z.string(),
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * Every error code the server answers with, its HTTP status and its default message.
 * Codes are stable; messages are for people.
 */
export const errorCatalogue = {
  'request.invalid': [400, 'The request is invalid'],
  'request.malformed_json': [400, 'The request body is not valid JSON'],
  'request.unsupported_media_type': [415, 'The request body must be JSON'],
  'request.too_large': [413, 'Error request is too large'],
  'request.not_found': [404, 'Not found'],
  'request.method_not_allowed': [405, 'Method not allowed'],
  'request.forbidden_origin': [403, 'The request origin is not allowed'],
  'request.rate_limited': [429, 'Too many attempts, please try again later'],
  'auth.unauthenticated': [401, 'Unauthenticated'],
  'auth.invalid_credentials': [401, 'Incorrect email or password'],
  'auth.account_locked': [403, 'The account is locked, please try again later'],
  'auth.account_disabled': [403, 'The account is disabled'],
  'auth.not_verified': [403, 'Please verify your email before signing in'],
  'auth.refresh_invalid': [401, 'The session has expired, please sign in again'],
  'auth.forbidden': [403, 'You are not allowed to do this'],
  'auth.invalid_password': [400, 'The current password is incorrect'],
  'mfa.invalid_token': [400, 'The sign-in has expired, please sign in again'],
  'mfa.invalid_code': [400, 'Invalid code, please try again'],
  'mfa.invalid_recovery_code': [400, 'Invalid recovery code'],
  'mfa.enrollment_expired': [400, 'The enrolment has expired, please start again'],
  'mfa.already_enrolled': [409, 'An authenticator app is already enrolled'],
  'mfa.device_not_found': [404, 'MFA device not found'],
  'signup.disabled': [403, 'Sign-up is disabled'],
  'signup.email_taken': [409, 'A user with this email already exists'],
  'password.too_short': [400, 'The password is too short'],
  'password.too_long': [400, 'The password is too long'],
  'password.breached': [400, 'This password is too common, please choose another'],
  'activation.invalid_token': [400, 'The activation link is invalid or has expired'],
  'activation.password_required': [400, 'A password is required to activate this account'],
  'reset.invalid_token': [400, 'The reset link is invalid or has expired'],
  'tenant.not_member': [404, 'Tenant not found'],
  'user.not_found': [404, 'User not found'],
  'tenant.not_found': [404, 'Tenant not found'],
  'vendor.invalid_credentials': [401, 'Invalid vendor client id or secret'],
  'entitlements.feature_not_found': [404, 'Feature not found'],
  'entitlements.plan_not_found': [404, 'Plan not found'],
  'entitlements.flag_not_found': [404, 'Feature flag not found'],
  'entitlements.grant_not_found': [404, 'Entitlement not found'],
  'entitlements.feature_key_taken': [409, 'A feature with this key already exists'],
  'entitlements.plan_key_taken': [409, 'A plan with this key already exists'],
  'entitlements.flag_name_taken': [409, 'A feature flag with this name already exists'],
  'entitlements.feature_has_flag': [409, 'This feature already has a feature flag'],
  'server.internal': [500, "We're facing some difficulties, Please try again"],
  'server.unavailable': [503, 'The service is unavailable'],
} as const satisfies Record<string, readonly [number, string]>;

/** A stable error code. */
export type ErrorCode = keyof typeof errorCatalogue;
