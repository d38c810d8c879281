import { describe, expect, it } from 'vitest';
import { createTestClient } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { createForgotPasswordFlow } from './forgot-password-flow';
import { createResetPasswordFlow, INVALID_RESET_LINK_MESSAGE } from './reset-password-flow';

describe('forgot password flow', () => {
  it('sends the email and shows success', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.forgotPassword, { body: {} });
    const flow = createForgotPasswordFlow(client);
    expect(flow.getState().step).toBe('forgotPassword');
    await flow.submit(' ada@example.com ');
    expect(fake.calls(paths.forgotPassword)[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(flow.getState()).toMatchObject({ step: 'success', email: 'ada@example.com', loading: false });
  });

  it('shows the server message on failure', async () => {
    const { client, fake } = createTestClient();
    fake.on('POST', paths.forgotPassword, { status: 429, body: { errors: ['Too many attempts, please try again later'] } });
    const flow = createForgotPasswordFlow(client);
    await flow.submit('ada@example.com');
    expect(flow.getState()).toMatchObject({ step: 'forgotPassword', error: 'Too many attempts, please try again later' });
  });
});

describe('reset password flow', () => {
  const link = 'https://app.example.com/account/reset-password?userId=u-1&token=r-1';

  it('resets with the link userId and token and shows success', async () => {
    const { client, fake } = createTestClient({ url: link });
    fake.on('POST', paths.resetPassword, { body: {} });
    const flow = createResetPasswordFlow(client);
    expect(flow.getState()).toMatchObject({ step: 'resetPassword', hasLink: true, error: undefined });
    await flow.submit('a brand new password');
    expect(fake.calls(paths.resetPassword)[0]?.body).toEqual({ userId: 'u-1', token: 'r-1', password: 'a brand new password' });
    expect(flow.getState()).toMatchObject({ step: 'success', loading: false });
  });

  it('shows the server message when the token is refused', async () => {
    const { client, fake } = createTestClient({ url: link });
    fake.on('POST', paths.resetPassword, { status: 400, body: { errors: ['The reset link is invalid or has expired'] } });
    const flow = createResetPasswordFlow(client);
    await flow.submit('a brand new password');
    expect(flow.getState()).toMatchObject({ step: 'resetPassword', error: 'The reset link is invalid or has expired' });
  });

  it('a link without token says so up front and sends nothing', async () => {
    const { client, fake } = createTestClient({ url: 'https://app.example.com/account/reset-password' });
    const flow = createResetPasswordFlow(client);
    expect(flow.getState()).toMatchObject({ hasLink: false, error: INVALID_RESET_LINK_MESSAGE });
    await flow.submit('whatever password');
    expect(fake.requests).toHaveLength(0);
  });
});
