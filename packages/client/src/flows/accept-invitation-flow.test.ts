import { describe, expect, it, vi } from 'vitest';
import { fakeTenant, paths } from '../test-utils/fixtures';
import { createTestClient, loginAnswer } from '../test-utils/create-test-client';
import { endpointRoutes } from '../transport/endpoint-routes';
import { GENERIC_ERROR_MESSAGE } from '../transport/api-error';
import { createAcceptInvitationFlow, INVALID_INVITATION_MESSAGE, type AcceptInvitationStep } from './accept-invitation-flow';

const ACCEPT = endpointRoutes.acceptInvitation.path;
const LINK = 'https://app.example.com/account/invitation/accept?userId=u-1&token=inv-1';
const INVALID_TOKEN = {
  status: 400,
  body: { errors: ["We couldn't verify your invitation"], errorCode: 'invitation.invalid_token' },
};

function setup(url = LINK) {
  const env = createTestClient({ url });
  const flow = createAcceptInvitationFlow(env.client);
  const steps: AcceptInvitationStep[] = [];
  flow.subscribe((state) => steps.push(state.step));
  return { ...env, flow, steps };
}

describe('accept-invitation flow (spec 000 §2.3, §4.3)', () => {
  it('accepts with the link userId and token in the body: validating → pending → success', async () => {
    const { flow, fake, steps } = setup();
    fake.on('POST', ACCEPT, { body: {} });
    expect(flow.getState().step).toBe('validating');
    await flow.start();
    expect(fake.calls(ACCEPT).map((r) => r.body)).toEqual([{ userId: 'u-1', token: 'inv-1' }]);
    expect(steps).toEqual(['pending', 'success']);
    expect(flow.getState()).toEqual({ step: 'success', error: undefined });
  });

  it('a refused token is the invalid step with the spec words, and retry does nothing', async () => {
    const { flow, fake } = setup();
    fake.on('POST', ACCEPT, INVALID_TOKEN);
    await flow.start();
    expect(flow.getState()).toEqual({ step: 'invalid', error: INVALID_INVITATION_MESSAGE });
    await flow.retry();
    expect(fake.calls(ACCEPT)).toHaveLength(1);
  });

  it('a token the request schema refuses is invalid too', async () => {
    const { flow, fake } = setup();
    fake.on('POST', ACCEPT, { status: 400, body: { errors: ['token: Too big'], errorCode: 'request.invalid' } });
    await flow.start();
    expect(flow.getState()).toEqual({ step: 'invalid', error: INVALID_INVITATION_MESSAGE });
  });

  it.each([
    ['?token=only', 'no userId'],
    ['?userId=u-1', 'no token'],
    ['?userId=&token=', 'empty values'],
  ])('a link with %s (%s) is invalid without calling the server', async (query) => {
    const { flow, fake } = setup(`https://app.example.com/account/invitation/accept${query}`);
    await flow.start();
    expect(flow.getState()).toEqual({ step: 'invalid', error: INVALID_INVITATION_MESSAGE });
    expect(fake.requests).toHaveLength(0);
  });

  it('a network failure is the failed step with readable words; retry goes through pending to success', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { flow, fake, steps } = setup();
    fake.on('POST', ACCEPT, new TypeError('Failed to fetch'), { body: {} });
    await flow.start();
    expect(flow.getState()).toEqual({ step: 'failed', error: GENERIC_ERROR_MESSAGE });
    await flow.retry();
    expect(steps).toEqual(['pending', 'failed', 'pending', 'success']);
    expect(fake.calls(ACCEPT)).toHaveLength(2);
  });

  it('a rate-limited answer shows the server message and can be retried', async () => {
    const { flow, fake } = setup();
    fake.on('POST', ACCEPT, {
      status: 429,
      body: { errors: ['Too many attempts, please try again later'], errorCode: 'request.rate_limited' },
    });
    await flow.start();
    expect(flow.getState()).toEqual({ step: 'failed', error: 'Too many attempts, please try again later' });
  });

  it('start runs once', async () => {
    const { flow, fake } = setup();
    fake.on('POST', ACCEPT, { body: {} });
    await Promise.all([flow.start(), flow.start()]);
    expect(fake.calls(ACCEPT)).toHaveLength(1);
  });

  it('reads the link from the hash with the hash URL strategy', async () => {
    const { flow, fake } = setup('https://app.example.com/#/account/invitation/accept?userId=u-9&token=t-9');
    fake.on('POST', ACCEPT, { body: {} });
    await flow.start();
    expect(fake.calls(ACCEPT)[0]?.body).toEqual({ userId: 'u-9', token: 't-9' });
  });

  it('signed out: success reloads nothing and continue goes to the login route', async () => {
    const { flow, fake, client, location } = setup();
    fake.on('POST', ACCEPT, { body: {} }).on('POST', paths.refresh, { status: 401, body: { errors: ['Unauthenticated'] } });
    await client.refresh();
    await flow.start();
    expect(fake.calls(paths.refresh)).toHaveLength(1);
    flow.continue();
    expect(location.assigned).toEqual(['/account/login']);
  });

  it('signed in: success reloads the session so the new tenant is listed, and continue goes into the app', async () => {
    const { flow, fake, client, location } = setup();
    const joined = {
      tenants: [fakeTenant('tenant-1', 'Acme'), fakeTenant('tenant-3', 'Initech')],
      activeTenant: fakeTenant('tenant-1', 'Acme'),
    };
    fake
      .on('POST', ACCEPT, { body: {} })
      .on('POST', paths.refresh, loginAnswer())
      .on(
        'GET',
        paths.meTenants,
        { body: { tenants: [fakeTenant('tenant-1', 'Acme')], activeTenant: fakeTenant('tenant-1', 'Acme') } },
        { body: joined },
      );
    await client.refresh();
    expect(client.session.getState().tenants.map((t) => t.name)).toEqual(['Acme']);
    await flow.start();
    await vi.waitFor(() => expect(client.session.getState().tenants.map((t) => t.name)).toEqual(['Acme', 'Initech']));
    flow.continue();
    expect(location.assigned).toEqual(['/']);
  });

  it('a session still loading at success is reloaded once it settles signed in', async () => {
    const { flow, fake, client } = setup();
    let answerRefresh!: () => void;
    const held = new Promise<void>((resolve) => (answerRefresh = resolve));
    fake.on('POST', ACCEPT, { body: {} }).on('POST', paths.refresh, async () => {
      await held;
      return loginAnswer();
    });
    const first = client.refresh();
    await flow.start();
    expect(client.session.getState().status).toBe('loading');
    answerRefresh();
    await first;
    await vi.waitFor(() => expect(fake.calls(paths.refresh)).toHaveLength(2));
  });

  it('dispose stops waiting for a loading session', async () => {
    const { flow, fake, client } = setup();
    let answerRefresh!: () => void;
    const held = new Promise<void>((resolve) => (answerRefresh = resolve));
    fake.on('POST', ACCEPT, { body: {} }).on('POST', paths.refresh, async () => {
      await held;
      return loginAnswer();
    });
    const first = client.refresh();
    await flow.start();
    flow.dispose();
    answerRefresh();
    await first;
    await new Promise((r) => setTimeout(r, 10));
    expect(fake.calls(paths.refresh)).toHaveLength(1);
  });
});
