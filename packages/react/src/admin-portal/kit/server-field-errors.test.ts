import { ApiError, GENERIC_ERROR_MESSAGE } from '@gatehouse/client';
import { describe, expect, it, vi } from 'vitest';
import { serverFieldErrors } from './server-field-errors';

const refusal = (...errors: string[]) => new ApiError(errors.join(', '), { status: 400, errorCode: 'request.invalid', errors });

describe('serverFieldErrors', () => {
  it("puts each reason under the form's field its path names, and joins the rest", () => {
    const error = refusal(
      'website: must be an http(s) URL',
      'emails.2: Please enter a valid email address',
      'themeV2/palette/primary: must be a colour such as #4461f2',
      'The request is invalid',
    );
    expect(serverFieldErrors(error, ['website', 'emails', 'themeV2/palette/primary'])).toEqual({
      fields: {
        website: 'must be an http(s) URL',
        emails: 'Please enter a valid email address',
        'themeV2/palette/primary': 'must be a colour such as #4461f2',
      },
      rest: 'The request is invalid',
    });
  });

  it('keeps the first reason of a field, leaves fields the form lacks in the rest, and never matches a prefix of a word', () => {
    const error = refusal('name: too long', 'name: empty', 'namespace: unknown', 'address: too long');
    expect(serverFieldErrors(error, ['name'])).toEqual({ fields: { name: 'too long' }, rest: 'namespace: unknown, address: too long' });
  });

  it("answers the server's message, or the generic one, when nothing names a field", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(serverFieldErrors(new ApiError('No changes to update', { status: 400, errors: ['No changes to update'] }), ['name'])).toEqual({
      fields: {},
      rest: 'No changes to update',
    });
    expect(serverFieldErrors(new TypeError('boom'), ['name'])).toEqual({ fields: {}, rest: GENERIC_ERROR_MESSAGE });
  });
});
