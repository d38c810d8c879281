import { describe, expect, it } from 'vitest';
import { ApiError, GENERIC_ERROR_CODE, GENERIC_ERROR_MESSAGE, REQUEST_TOO_LARGE_MESSAGE } from './api-error';
import { createTestClient } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';

// Spec 000 §8 / wire-compat §1.8, through the public client.
async function failWith(answer: Parameters<ReturnType<typeof createTestClient>['fake']['on']>[2]) {
  const { client, fake } = createTestClient();
  fake.on('POST', paths.forgotPassword, answer);
  return client.api.forgotPassword({ body: { email: 'ada@example.com' } }).then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );
}

describe('error catalogue', () => {
  it('413 gives the too-large message whatever the body', async () => {
    const error = await failWith({ status: 413, body: { errors: ['ignored'] } });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(REQUEST_TOO_LARGE_MESSAGE);
    expect(error.message).toBe('Error request is too large');
    expect(error.status).toBe(413);
    expect(error.errorCode).toBeUndefined();
  });

  it('joins the errors array of a JSON body and keeps code and trace id', async () => {
    const error = await failWith({
      status: 400,
      body: { errors: ['First', 'Second'], errorCode: 'request.invalid' },
      headers: { 'frontegg-trace-id': 'trace-9' },
    });
    expect(error.message).toBe('First, Second');
    expect(error.errors).toEqual(['First', 'Second']);
    expect(error.errorCode).toBe('request.invalid');
    expect(error.traceId).toBe('trace-9');
    expect(error.status).toBe(400);
    expect(error.statusCode).toBe(400);
  });

  it('uses a JSON string body as the message', async () => {
    const error = await failWith({ status: 400, text: '"nope"' });
    expect(error.message).toBe('nope');
  });

  it('answers "Error {status} - {statusText}" for a JSON object without errors, ignoring message', async () => {
    const error = await failWith({ status: 409, statusText: 'Conflict', body: { message: 'hidden' } });
    expect(error.message).toBe('Error 409 - Conflict');
    expect(error.errorCode).toBe(GENERIC_ERROR_CODE);
  });

  it('gives the generic difficulties message for an unparseable body', async () => {
    const error = await failWith({ status: 500, text: '<html>oops</html>' });
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.message).toBe("We're facing some difficulties, Please try again");
    expect(error.errorCode).toBe('ER-ADMIN-PORTAL-GENERIC-ERROR');
  });

  it('treats an empty error body as unparseable', async () => {
    const error = await failWith({ status: 401, text: '' });
    expect(error.message).toBe(GENERIC_ERROR_MESSAGE);
    expect(error.status).toBe(401);
  });

  it('gives the status message for a JSON null body instead of crashing', async () => {
    const error = await failWith({ status: 502, statusText: 'Bad Gateway', text: 'null' });
    expect(error.message).toBe('Error 502 - Bad Gateway');
  });

  it('keeps context and errorCodes of the body', async () => {
    const error = await failWith({ status: 400, body: { errors: ['x'], context: { field: 'email' }, errorCodes: ['A', 'B'] } });
    expect(error.errorContext).toEqual({ field: 'email' });
    expect(error.errorCodes).toEqual(['A', 'B']);
  });
});

describe('success bodies', () => {
  it('reads an empty success body as {}', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.forgotPassword, { status: 200, text: '' });
    await expect(client.api.forgotPassword({ body: { email: 'ada@example.com' } })).resolves.toEqual({});
  });

  it('reads a non-JSON success body as {}', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.forgotPassword, { status: 200, text: 'OK!' });
    await expect(client.api.forgotPassword({ body: { email: 'ada@example.com' } })).resolves.toEqual({});
  });

  it('reads a 204 as {}', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.forgotPassword, { status: 204 });
    await expect(client.api.forgotPassword({ body: { email: 'ada@example.com' } })).resolves.toEqual({});
  });

  it('navigates to the body text of a 302 and never settles', async () => {
    const { client, fake, location } = createTestClient();
    fake.on('POST', paths.forgotPassword, { status: 302, text: 'https://idp.example.com/start' });
    let settled = false;
    void client.api.forgotPassword({ body: { email: 'ada@example.com' } }).finally(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(location.assigned).toEqual(['https://idp.example.com/start']);
    expect(settled).toBe(false);
  });

  it('rethrows network failures as they are', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.forgotPassword, new TypeError('Failed to fetch'));
    await expect(client.api.forgotPassword({ body: { email: 'ada@example.com' } })).rejects.toThrow('Failed to fetch');
  });
});
