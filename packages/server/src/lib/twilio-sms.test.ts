import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, signUpAndActivate, vendorSession } from '../../test/harness';
import { twilioSmsProvider } from './twilio-sms';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'twilio-auth-token-0123456789abcdef';
const FROM = '+15005550006';

/**
 * A local stand-in for api.twilio.com that checks each request as Twilio documents it
 * (POST /2010-04-01/Accounts/{Sid}/Messages.json, Basic auth, form-encoded To/From/Body) and
 * answers 201 with a message resource, or Twilio's error body.
 */
function fakeTwilio() {
  const received: { to: string; from: string | null; service: string | null; body: string }[] = [];
  let failNext = 0;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      const reply = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      const [user, pass] = Buffer.from((req.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
        .toString()
        .split(':');
      if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`)
        return reply(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (!(user === SID || user?.startsWith('SK')) || pass !== TOKEN)
        return reply(401, { code: 20003, message: 'Authenticate', status: 401 });
      if (req.headers['content-type'] !== 'application/x-www-form-urlencoded')
        return reply(400, { code: 20001, message: 'bad content type', status: 400 });
      const form = new URLSearchParams(raw);
      if (!form.get('To') || !form.get('Body') || !(form.get('From') || form.get('MessagingServiceSid')))
        return reply(400, { code: 21604, message: "A 'To' phone number is required.", status: 400 });
      if (failNext > 0) {
        failNext--;
        return reply(429, { code: 20429, message: 'Too Many Requests', status: 429 });
      }
      received.push({ to: form.get('To')!, from: form.get('From'), service: form.get('MessagingServiceSid'), body: form.get('Body')! });
      reply(201, { sid: `SM${String(received.length).padStart(32, '0')}`, status: 'queued', to: form.get('To'), body: form.get('Body') });
    });
  });
  return { server, received, failOnce: () => (failNext = 1) };
}

describe('Twilio SMS adapter against a local Twilio-shaped server', () => {
  const twilio = fakeTwilio();
  let baseUrl: string;
  beforeAll(async () => {
    await new Promise<void>((r) => twilio.server.listen(0, '127.0.0.1', r));
    baseUrl = `http://127.0.0.1:${(twilio.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => twilio.server.close(() => r())));

  it('posts To, From and Body with Basic auth and answers the message SID', async () => {
    const provider = twilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: FROM, baseUrl });
    const sid = await provider.send({ to: '+14155550100', text: '123456 is your code', kind: 'test' });
    expect(sid).toMatch(/^SM\d{32}$/);
    expect(twilio.received.at(-1)).toEqual({ to: '+14155550100', from: FROM, service: null, body: '123456 is your code' });
  });

  it('uses MessagingServiceSid for an MG sender and an API key SID when given', async () => {
    const provider = twilioSmsProvider({
      accountSid: SID,
      authToken: TOKEN,
      apiKeySid: `SK${'b2'.repeat(16)}`,
      from: `MG${'c3'.repeat(16)}`,
      baseUrl,
    });
    await provider.send({ to: '+14155550101', text: 'hi', kind: 'test' });
    expect(twilio.received.at(-1)).toMatchObject({ from: null, service: `MG${'c3'.repeat(16)}` });
  });

  it("rejects with Twilio's error code on a refusal (wrong credentials)", async () => {
    const provider = twilioSmsProvider({ accountSid: SID, authToken: 'wrong-token-0123456789', from: FROM, baseUrl });
    await expect(provider.send({ to: '+14155550100', text: 'x', kind: 'test' })).rejects.toThrow(/401 \(error 20003/);
  });

  it('delivers the outbox written by a passwordless pre-login, retrying a refused attempt', async () => {
    const t = await createTestServer({
      config: { twilioAccountSid: SID, twilioAuthToken: TOKEN, twilioFrom: FROM, twilioBaseUrl: baseUrl },
    });
    try {
      const vendor = await vendorSession(t);
      await t.request('PUT', '/identity/resources/configurations/v1/vendor/auth-policy', {
        token: vendor.token,
        body: { authStrategy: 'SmsCode' },
      });
      const u = await signUpAndActivate(t);
      // Texts go to the fake Twilio here, not the dev outbox: the number is put on the account directly.
      await t.deps.db.kysely.updateTable('users').set({ phone_number: '+14155550142' }).where('id', '=', u.userId).execute();
      twilio.failOnce();
      expect(
        (await t.request('POST', '/identity/resources/auth/v1/passwordless/smscode/prelogin', { body: { email: u.email } })).status,
      ).toBe(200);
      const deadline = Date.now() + 10_000;
      let row;
      while (Date.now() < deadline) {
        row = await t.deps.db.kysely.selectFrom('sms_outbox').selectAll().where('to_number', '=', '+14155550142').executeTakeFirst();
        if (row?.sent_at) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(row?.sent_at).not.toBeNull();
      expect(row?.attempts).toBe(2);
      expect(row?.provider_id).toMatch(/^SM/);
      expect(row?.last_error).toMatch(/429/);
      expect(twilio.received.at(-1)).toMatchObject({ to: '+14155550142', from: FROM });
      expect(twilio.received.at(-1)!.body).toMatch(/^\d{6} is your/);
    } finally {
      await t.close();
    }
  });
});
