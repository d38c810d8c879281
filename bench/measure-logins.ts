import autocannon from 'autocannon';
import type { BenchUser } from './create-users';
import { summarizeAutocannon } from './summarize-autocannon';

/** Password sign-ins per second, rotating through `users` so no account is hit twice in a row. */
export async function measureLogins(baseUrl: string, users: BenchUser[], connections: number, seconds: number) {
  const bodies = users.map((u) => JSON.stringify({ email: u.email, password: u.password }));
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/identity/resources/auth/v1/user',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length]! }),
      },
    ],
  });
  return summarizeAutocannon(result);
}
