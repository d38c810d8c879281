import { expect } from 'vitest';
import type { TestServer } from './harness';

/**
 * Puts a phone number on a user's account the way a user does it (decision 0023): the code texted to the new
 * number, read from the dev SMS outbox, confirms it. `PUT /users/v2/me` refuses a new number.
 */
export async function setLoginPhone(t: TestServer, accessToken: string, phoneNumber: string): Promise<void> {
  const started = await t.request('POST', '/identity/resources/users/v1/phone', { token: accessToken, body: { phoneNumber } });
  expect(started.status, 'phone change started').toBe(200);
  const { changePhoneId } = (await started.json()) as { changePhoneId: string };
  const texts = (await (await t.request('GET', `/dev/sms.json?to=${encodeURIComponent(phoneNumber)}`)).json()) as {
    kind: string;
    codes: string[];
  }[];
  const code = texts.find((m) => m.kind === 'phone_verification')?.codes[0];
  expect(code, `a verification text to ${phoneNumber}`).toBeTruthy();
  const verified = await t.request('POST', '/identity/resources/users/v1/phone/verify', {
    token: accessToken,
    body: { changePhoneId, code },
  });
  expect(verified.status, 'phone change verified').toBe(200);
}
