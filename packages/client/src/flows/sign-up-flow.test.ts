import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { paths } from '../test-utils/fixtures';
import { createSignUpFlow } from './sign-up-flow';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const input = { name: 'Ada Lovelace', email: 'ada@example.com', companyName: 'Acme', password: 'a long enough password' };

function setup(options: Parameters<typeof createTestClient>[0] = {}) {
  const env = createTestClient(options);
  const events: unknown[] = [];
  env.client.events.on('signup_completed', (event) => events.push(event));
  return { ...env, events, flow: createSignUpFlow(env.client) };
}

describe('sign-up flow (spec §4.2)', () => {
  it('shows SignUpSuccess when activation is needed and emits signup_completed', async () => {
    const { flow, fake, events } = setup();
    fake.on('POST', paths.signUp, { body: { shouldActivate: true, userId: 'u-1', tenantId: 't-1' } });
    await flow.signUp(input);
    expect(fake.calls(paths.signUp)[0]?.body).toEqual(input);
    expect(flow.getState()).toEqual({ step: 'SignUpSuccess', loading: false, error: undefined, email: 'ada@example.com' });
    expect(events).toEqual([
      { userId: 'u-1', tenantId: 't-1', email: 'ada@example.com', name: 'Ada Lovelace', companyName: 'Acme', shouldActivate: true },
    ]);
  });

  it('signs in and goes home when no activation is needed', async () => {
    const { flow, fake, client, location } = setup();
    fake.on('POST', paths.signUp, { body: { shouldActivate: false, userId: 'u-1', tenantId: 't-1', authResponse: loginAnswer().body } });
    await flow.signUp(input);
    expect(client.session.getState().status).toBe('authenticated');
    expect(location.assigned).toEqual(['/']);
    expect(flow.getState().step).toBe('SignUp');
  });

  it('an auth response without a token continues at the login route', async () => {
    const { flow, fake, location } = setup();
    fake.on('POST', paths.signUp, {
      body: { shouldActivate: false, userId: 'u-1', tenantId: 't-1', authResponse: { mfaRequired: true, mfaToken: 'm' } },
    });
    await flow.signUp(input);
    expect(location.assigned).toEqual(['/account/login']);
  });

  it('does not emit signup_completed for an invited sign-up (token in the input)', async () => {
    const { flow, fake, events } = setup();
    fake.on('POST', paths.signUp, { body: { shouldActivate: true, userId: 'u-1', tenantId: 't-1' } });
    await flow.signUp({ ...input, invitationToken: 'inv' });
    expect(fake.calls(paths.signUp)[0]?.body).toMatchObject({ invitationToken: 'inv' });
    expect(events).toEqual([]);
  });

  it('does not emit signup_completed for an invited sign-up (token in the page address)', async () => {
    const { flow, fake, events } = setup({ url: 'https://app.example.com/account/sign-up?invitationToken=inv-2' });
    fake.on('POST', paths.signUp, { body: { shouldActivate: true, userId: 'u-1', tenantId: 't-1' } });
    await flow.signUp(input);
    expect(fake.calls(paths.signUp)[0]?.body).toMatchObject({ invitationToken: 'inv-2' });
    expect(events).toEqual([]);
  });

  it('a failure clears tokens, shows the error and emits nothing', async () => {
    const { flow, fake, events, client } = setup();
    fake
      .on('POST', paths.refresh, loginAnswer())
      .on('POST', paths.signUp, { status: 409, body: { errors: ['A user with this email already exists'] } });
    await client.refresh();
    expect(client.getAccessToken()).toBeDefined();
    await flow.signUp(input);
    expect(flow.getState()).toMatchObject({ step: 'SignUp', loading: false, error: 'A user with this email already exists' });
    expect(client.getAccessToken()).toBeUndefined();
    expect(client.session.getState().status).toBe('unauthenticated');
    expect(events).toEqual([]);
  });
});
