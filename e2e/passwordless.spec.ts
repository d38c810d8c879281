import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './capture';
import { activationLink, PASSWORD, waitForServer } from './journey-steps';
import { DEMO_URL, SERVER_URL, VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// Issue 4: passwordless sign-in through the real login box of the demo app. The vendor policy is
// global, so the tests run one after another and each sets the strategy it needs first.
test.describe.configure({ mode: 'serial' });

const headers = { origin: new URL(DEMO_URL).origin };

/** Sets the vendor policy's main strategy with the vendor API (decision 0013). */
async function useStrategy(
  request: APIRequestContext,
  authStrategy: 'EmailAndPassword' | 'Code' | 'MagicLink' | 'SmsCode',
  quickSms = false,
) {
  const exchanged = await request.post(`${SERVER_URL}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  expect(exchanged.status()).toBe(200);
  const { token } = (await exchanged.json()) as { token: string };
  const res = await request.put(`${SERVER_URL}/identity/resources/configurations/v1/vendor/auth-policy`, {
    headers: { authorization: `Bearer ${token}` },
    data: { authStrategy, secondaryAuthStrategies: [{ strategy: 'SmsCode', isActive: quickSms }] },
  });
  expect(res.status()).toBe(200);
}

/** A registered user with a phone number saved on the profile. */
async function withPhone(request: APIRequestContext, name: string) {
  const user = await registered(request, name);
  const phone = `+1415555${String(Date.now()).slice(-4)}`;
  // A new number is set with the code texted to it (decision 0023): PUT /users/v2/me refuses it.
  const auth = { ...headers, authorization: `Bearer ${user.accessToken}` };
  const started = await request.post(`${SERVER_URL}/identity/resources/users/v1/phone`, { headers: auth, data: { phoneNumber: phone } });
  expect(started.status()).toBe(200);
  const { changePhoneId } = (await started.json()) as { changePhoneId: string };
  const verified = await request.post(`${SERVER_URL}/identity/resources/users/v1/phone/verify`, {
    headers: auth,
    data: { changePhoneId, code: await textedCode(request, phone, 'phone_verification') },
  });
  expect(verified.status()).toBe(200);
  return { ...user, phone };
}

/** The newest code of a kind texted to `phone`, from the dev SMS outbox. */
async function textedCode(request: APIRequestContext, phone: string, kind = 'passwordless_code') {
  const texts = (await (await request.get(`${SERVER_URL}/dev/sms.json?to=${encodeURIComponent(phone)}`)).json()) as {
    kind: string;
    codes: string[];
  }[];
  const text = texts.find((t) => t.kind === kind);
  expect(text, `a ${kind} text to ${phone}`).toBeTruthy();
  return text!.codes[0]!;
}

/** A registered, activated user (through the API: these tests are about signing in). */
async function registered(request: APIRequestContext, name: string) {
  const email = `${name}-${Date.now()}@example.com`;
  const signUp = await request.post(`${SERVER_URL}/identity/resources/users/v1/signUp`, {
    headers,
    data: { email, password: PASSWORD, companyName: `${name} Ltd`, name },
  });
  expect(signUp.status()).toBe(200);
  const link = new URL(await activationLink(request, email));
  const activate = await request.post(`${SERVER_URL}/identity/resources/users/v1/activate`, {
    headers,
    data: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token') },
  });
  expect(activate.status()).toBe(200);
  const { accessToken } = (await activate.json()) as { accessToken: string };
  return { email, accessToken };
}

/** Opens the protected home page signed out, on the login box with its configuration loaded. */
async function openLogin(page: Page) {
  await page.context().clearCookies();
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
  // The login box reads the strategy from the public configuration, loaded at start.
  await page.waitForLoadState('networkidle');
}

/** Gives the login box the email. */
async function startSignIn(page: Page, email: string) {
  await openLogin(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Types a code into the login box's code screen and lands signed in. */
async function enterCode(page: Page, email: string, code: string) {
  const field = page.getByLabel('Sign-in code');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);
}

test.beforeEach(async ({ request }) => {
  await waitForServer(request);
});
test.afterAll(async ({ request }) => {
  await useStrategy(request, 'EmailAndPassword');
});

test('email code: the login box asks for the code mailed to the user, and a wrong one is announced', async ({ page, request }) => {
  await useStrategy(request, 'Code');
  const { email } = await registered(request, 'grace');
  await startSignIn(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Sign-in code').fill('000000');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('The code or link is invalid or has expired');
  const mails = (await (await request.get(`${SERVER_URL}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    text: string;
  }[];
  const code = mails.find((m) => m.kind === 'passwordless_code')!.text.match(/\b(\d{6})\b/)![1]!;
  await enterCode(page, email, code);
});

test('magic link: the mailed link opens the callback route, which signs the user in and drops the token from the address', async ({
  page,
  request,
}) => {
  await useStrategy(request, 'MagicLink');
  const { email } = await registered(request, 'hedy');
  await startSignIn(page, email);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const mails = (await (await request.get(`${SERVER_URL}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    links: string[];
  }[];
  const link = mails.find((m) => m.kind === 'magic_link')!.links[0]!;
  expect(new URL(link).pathname).toBe('/account/login/magic-link');
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);
  // Spent: the same link again shows the error on the callback screen.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText('The code or link is invalid or has expired');
  expect(page.url()).not.toContain('token=');
});

test('SMS code: the code texted to the phone on the account signs the user in', async ({ page, request }) => {
  await useStrategy(request, 'SmsCode');
  const { email, phone } = await withPhone(request, 'radia');
  await startSignIn(page, email);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await enterCode(page, email, await textedCode(request, phone));
});

test('quick SMS login: next to passwords, the login box texts a code to the number typed in', async ({ page, request }) => {
  await useStrategy(request, 'EmailAndPassword', true);
  const { email, phone } = await withPhone(request, 'mary');
  await openLogin(page);
  await page.getByRole('button', { name: 'Sign in with a text message' }).click();
  await page.getByLabel('Mobile number (with country code)').fill(phone);
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await expect(page.getByText(`by text message to +1`)).toBeVisible();
  await enterCode(page, email, await textedCode(request, phone));
});
