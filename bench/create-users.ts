import { benchSettings } from './bench-settings';

/** An activated user the bench can sign in as. */
export interface BenchUser {
  email: string;
  password: string;
}

const json = { 'content-type': 'application/json', origin: benchSettings.allowedOrigin };

async function expectOk(res: Response, what: string): Promise<unknown> {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Signs one user up and activates it through the link of the dev outbox, as a person would. */
async function createUser(baseUrl: string, user: BenchUser): Promise<void> {
  const signUp = (await expectOk(
    await fetch(`${baseUrl}/identity/resources/users/v1/signUp`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...user, companyName: 'Bench Corp', name: 'Bench User' }),
    }),
    `sign-up of ${user.email}`,
  )) as { userId: string };
  const mails = (await expectOk(await fetch(`${baseUrl}/dev/mail.json?to=${encodeURIComponent(user.email)}`), 'dev outbox')) as {
    kind: string;
    links: string[];
  }[];
  const link = mails.find((m) => m.kind === 'activation')?.links[0];
  if (!link) throw new Error(`no activation mail for ${user.email}`);
  const token = new URL(link).searchParams.get('token');
  await expectOk(
    await fetch(`${baseUrl}/identity/resources/users/v1/activate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ userId: signUp.userId, token }),
    }),
    `activation of ${user.email}`,
  );
}

/** Creates `count` activated users through the HTTP API (sign-up → dev outbox → activate). */
export async function createUsers(baseUrl: string, count: number, concurrency = 4): Promise<BenchUser[]> {
  const users = Array.from({ length: count }, (_, i) => ({
    email: `bench-user-${i}@example.com`,
    password: `bench passphrase number ${i} for gatehouse`,
  }));
  let next = 0;
  const worker = async () => {
    while (next < users.length) await createUser(baseUrl, users[next++]!);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return users;
}
