import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signUpAndActivate, type TestServer } from '../../../test/harness';

const SAMPLES = 200;
const MAX_MEDIAN_GAP_MS = 5;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[(s.length - 1) >> 1]! + s[s.length >> 1]!) / 2;
};

/** What an answer shows, without the parts that differ on every call (request id, generated ids). */
async function visible(res: Response): Promise<string> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: compared as text
  }
  const shape = (v: unknown): unknown =>
    v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([k]) => k !== 'requestId')
            .map(([k, x]) => [k, /Id$/.test(k) ? typeof x : shape(x)]),
        )
      : v;
  return `${res.status} ${JSON.stringify(shape(body))}`;
}

/**
 * Sends SAMPLES requests for registered and for unregistered emails, alternating, and answers both
 * medians (ms) and every distinct answer each side gave.
 */
async function sample(send: (registered: boolean, i: number) => Promise<Response>) {
  const times = { registered: [] as number[], unregistered: [] as number[] };
  const answers = { registered: new Set<string>(), unregistered: new Set<string>() };
  for (let i = 0; i < SAMPLES; i++) {
    for (const registered of i % 2 ? [true, false] : [false, true]) {
      const side = registered ? 'registered' : 'unregistered';
      const start = performance.now();
      const res = await send(registered, i);
      times[side].push(performance.now() - start);
      answers[side].add(await visible(res));
    }
  }
  return {
    registered: median(times.registered),
    unregistered: median(times.unregistered),
    answers: { registered: [...answers.registered], unregistered: [...answers.unregistered] },
  };
}

// Issue 14 item 3; SECURITY.md §6 "Timing enumeration": identical status and body, medians within 5 ms over 200 samples.
describe('answers for registered and unregistered emails cannot be told apart, by content or by time', () => {
  let t: TestServer;
  let users: { email: string }[];
  let unverified: string[];
  beforeAll(async () => {
    // The production argon2 parameters (the suite's cheaper ones would hide a skipped hash in the noise), and
    // no lockout during the run: each registered account takes SAMPLES / 4 wrong passwords.
    t = await createTestServer({
      config: { argon2MemoryKib: 19_456, argon2Iterations: 2, loginDelayAfterFailures: 100, loginMaxFailures: 100 },
    });
    users = await Promise.all(Array.from({ length: 4 }, () => signUpAndActivate(t)));
    unverified = [];
    for (let i = 0; i < 4; i++) {
      const email = `unverified-${i}-${Date.now()}@example.com`;
      await t.request('POST', '/identity/resources/users/v1/signUp', {
        body: { email, password: 'correct horse battery staple', companyName: 'Acme' },
      });
      unverified.push(email);
    }
  });
  afterAll(() => t.close());

  const fresh = (kind: string, i: number) => `${kind}-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const expectAlike = (r: Awaited<ReturnType<typeof sample>>) => {
    console.log(
      `${expect.getState().currentTestName}: medians ${r.registered.toFixed(2)} ms registered, ${r.unregistered.toFixed(2)} ms unregistered`,
    );
    expect(r.answers.registered).toHaveLength(1);
    expect(r.answers.unregistered).toEqual(r.answers.registered);
    expect(
      Math.abs(r.registered - r.unregistered),
      `medians ${r.registered.toFixed(2)} ms (registered) and ${r.unregistered.toFixed(2)} ms (unregistered)`,
    ).toBeLessThan(MAX_MEDIAN_GAP_MS);
  };

  it('sign-up', async () => {
    const r = await sample((registered, i) =>
      t.request('POST', '/identity/resources/users/v1/signUp', {
        body: {
          email: registered ? users[i % 4]!.email : fresh('signup', i),
          password: 'correct horse battery staple',
          companyName: 'Acme',
        },
      }),
    );
    expectAlike(r);
  });

  it('sign-in with a wrong password', async () => {
    const r = await sample((registered, i) =>
      t.request('POST', '/identity/resources/auth/v1/user', {
        body: { email: registered ? users[i % 4]!.email : fresh('signin', i), password: `a wrong password ${i}` },
      }),
    );
    expectAlike(r);
  });

  it('forgot password', async () => {
    const r = await sample((registered, i) =>
      t.request('POST', '/identity/resources/users/v1/passwords/reset', {
        body: { email: registered ? users[i % 4]!.email : fresh('forgot', i) },
      }),
    );
    expectAlike(r);
  });

  it('resend activation', async () => {
    const r = await sample((registered, i) =>
      t.request('POST', '/identity/resources/users/v1/activate/reset', {
        body: { email: registered ? unverified[i % 4]! : fresh('resend', i) },
      }),
    );
    expectAlike(r);
  });
});
