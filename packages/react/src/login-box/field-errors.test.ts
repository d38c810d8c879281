import { describe, expect, it } from 'vitest';
import { splitFieldErrors } from './field-errors';

const SIGN_UP = { name: ['name'], email: ['email'], password: ['password'] } as const;

describe('splitFieldErrors', () => {
  it('puts each server reason on the field its path names, without the path; what names no field stays whole', () => {
    const message = 'email: Please enter a valid email address, name: Too small: expected string to have >=1 characters';
    expect(splitFieldErrors(message, SIGN_UP)).toEqual({
      fields: { email: 'Please enter a valid email address', name: 'Too small: expected string to have >=1 characters' },
      rest: undefined,
    });
    expect(splitFieldErrors('metadata: metadata must be JSON text, email: Please enter a valid email address', SIGN_UP)).toEqual({
      fields: { email: 'Please enter a valid email address' },
      rest: 'metadata: metadata must be JSON text',
    });
  });

  it('keeps commas inside a reason, reads sub-paths as their field and keeps the first reason of a field', () => {
    const message = 'emails.2: Please enter a valid email address, emails.5: Please enter a valid email address, name: Use a, b or c';
    expect(splitFieldErrors(message, { emails: ['emails'], name: ['name'] })).toEqual({
      fields: { emails: 'Please enter a valid email address', name: 'Use a, b or c' },
      rest: undefined,
    });
  });

  it('maps a request path onto a field of another name, and a password reason without a path onto the password field', () => {
    const reset = { newPassword: ['password'] } as const;
    expect(splitFieldErrors('password: Password is required', reset).fields).toEqual({ newPassword: 'Password is required' });
    expect(splitFieldErrors('The password must be at least 10 characters long', reset, 'newPassword')).toEqual({
      fields: { newPassword: 'The password must be at least 10 characters long' },
      rest: undefined,
    });
    expect(
      splitFieldErrors('This password appears in lists of passwords exposed in data breaches', reset, 'newPassword').rest,
    ).toBeUndefined();
  });

  it('leaves a message about no field to the form, and nothing for no message', () => {
    expect(splitFieldErrors('A user with this email already exists', SIGN_UP, 'password')).toEqual({
      fields: {},
      rest: 'A user with this email already exists',
    });
    expect(splitFieldErrors("We're facing some difficulties, Please try again", SIGN_UP).rest).toBe(
      "We're facing some difficulties, Please try again",
    );
    expect(splitFieldErrors(undefined, SIGN_UP)).toEqual({ fields: {}, rest: undefined });
    expect(splitFieldErrors('', SIGN_UP)).toEqual({ fields: {}, rest: undefined });
  });
});
