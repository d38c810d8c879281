import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './capture';
import { activationLink, PASSWORD, waitForServer } from './journey-steps';
import { DEMO_URL, SERVER_URL, VENDOR_CLIENT_ID, VENDOR_SECRET } from './playwright.config';

// Spec 000 §4.4: a user who signs in with SMS codes lost the phone. The login box's "Lost your
// phone?" link leads through the emailed code to a new number, then back to the SMS code step for
// that number, which signs the user in.
const headers = { origin: new URL(DEMO_URL).origin };
const USERS = `${SERVER_URL}/identity/resources/users/v1`;

/** Sets the vendor policy's main strategy with the vendor API (decision 0013). */
async function useStrategy(request: APIRequestContext, authStrategy: 'EmailAndPassword' | 'SmsCode') {
  const exchanged = await request.post(`${SERVER_URL}/auth/vendor`, { data: { clientId: VENDOR_CLIENT_ID, secret: VENDOR_SECRET } });
  expect(exchanged.status()).toBe(200);
  const { token } = (await exchanged.json()) as { token: string };
  const res = await request.put(`${SERVER_URL}/identity/resources/configurations/v1/vendor/auth-policy`, {
    headers: { authorization: `Bearer ${token}` },
    data: { authStrategy },
  });
  expect(res.status()).toBe(200);
}

/** Texts to a number in the dev SMS outbox, newest first. */
async function texts(request: APIRequestContext, phone: string) {
  return (await (await request.get(`${SERVER_URL}/dev/sms.json?to=${encodeURIComponent(phone)}`)).json()) as {
    kind: string;
    codes: string[];
  }[];
}

/** The code of the newest text of a kind to a number. */
async function textedCode(request: APIRequestContext, phone: string, kind: string) {
  const text = (await texts(request, phone)).find((m) => m.kind === kind);
  expect(text, `a ${kind} text to ${phone}`).toBeTruthy();
  return text!.codes[0]!;
}

/** A registered user whose login phone was set the way the profile sets it: a code texted to the number. */
async function userWithPhone(request: APIRequestContext) {
  const email = `lost-phone-${Date.now()}@example.com`;
  const signUp = await request.post(`${USERS}/signUp`, {
    headers,
    data: { email, password: PASSWORD, companyName: 'Lost Phone Ltd', name: 'Katherine' },
  });
  expect(signUp.status()).toBe(200);
  const link = new URL(await activationLink(request, email));
  const activate = await request.post(`${USERS}/activate`, {
    headers,
    data: { userId: link.searchParams.get('userId'), token: link.searchParams.get('token') },
  });
  expect(activate.status()).toBe(200);
  const { accessToken } = (await activate.json()) as { accessToken: string };
  const phone = `+1415556${String(Date.now()).slice(-4)}`;
  const auth = { ...headers, authorization: `Bearer ${accessToken}` };
  const change = await request.post(`${USERS}/phone`, { headers: auth, data: { phoneNumber: phone } });
  expect(change.status()).toBe(200);
  const { changePhoneId } = (await change.json()) as { changePhoneId: string };
  const verify = await request.post(`${USERS}/phone/verify`, {
    headers: auth,
    data: { changePhoneId, code: await textedCode(request, phone, 'phone_verification') },
  });
  expect(verify.status()).toBe(200);
  return { email, phone };
}

test.beforeEach(async ({ request }) => {
  await waitForServer(request);
});
test.afterAll(async ({ request }) => {
  await useStrategy(request, 'EmailAndPassword');
});

test('lost phone: the login box resets the number through the emailed code and signs in with a code texted to the new one', async ({
  page,
  request,
}) => {
  await useStrategy(request, 'SmsCode');
  const { email, phone: oldPhone } = await userWithPhone(request);

  await page.context().clearCookies();
  await page.goto('/');
  await expect(page).toHaveURL(/\/account\/login/);
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect.poll(async () => (await texts(request, oldPhone)).filter((m) => m.kind === 'passwordless_code').length).toBe(1);

  // The phone is gone: the code step links to the reset route.
  await page.getByRole('link', { name: 'Lost your phone?' }).click();
  await expect(page).toHaveURL(/\/account\/reset-phone-number$/);
  await expect(page.getByRole('heading', { name: 'Lost your phone?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();

  const mails = (await (await request.get(`${SERVER_URL}/dev/mail.json?to=${encodeURIComponent(email)}`)).json()) as {
    kind: string;
    text: string;
    links: string[];
  }[];
  const resetMail = mails.find((m) => m.kind === 'phone_reset');
  expect(resetMail, 'the phone-reset email').toBeTruthy();
  expect(resetMail!.links).toEqual([]);
  const emailedCode = resetMail!.text.match(/\b(\d{6})\b/)![1]!;
  const wrongCode = emailedCode === '000000' ? '111111' : '000000';
  await page.getByLabel('Code from the email').fill(wrongCode);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The code is invalid or has expired');
  await page.getByLabel('Code from the email').fill(emailedCode);
  await page.getByRole('button', { name: 'Continue' }).click();

  const newPhone = `+1415557${String(Date.now()).slice(-4)}`;
  await expect(page.getByRole('heading', { name: 'Your new phone number' })).toBeVisible();
  await page.getByLabel('Mobile number (with country code)').fill(newPhone.replace(/^(\+1)(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3 $4'));
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Back on the login route, at the SMS code step for the new number; no handle in the address.
  await expect(page).toHaveURL(/\/account\/login$/);
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByText(`by text message to +1••••••${newPhone.slice(-4)}`)).toBeVisible();
  const field = page.getByLabel('Sign-in code');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await field.fill(await textedCode(request, newPhone, 'passwordless_code'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(page.getByTestId('user-email')).toHaveText(email);

  // The old number no longer receives codes: a new sign-in texts the new number only.
  const oldCount = (await texts(request, oldPhone)).length;
  const newCount = (await texts(request, newPhone)).length;
  const again = await request.post(`${SERVER_URL}/identity/resources/auth/v1/passwordless/smscode/prelogin`, {
    headers,
    data: { email, username: '' },
  });
  expect(again.status()).toBe(200);
  expect(await texts(request, oldPhone)).toHaveLength(oldCount);
  expect(await texts(request, newPhone)).toHaveLength(newCount + 1);
});
