import type { SmsMessage, SmsProvider } from './sms-sender';

/** Settings of the Twilio adapter (config keys twilio*). */
export interface TwilioSettings {
  accountSid: string;
  /** The account's auth token, or the secret of an API key (then `apiKeySid` is set). */
  authToken: string;
  apiKeySid?: string;
  /** Sender: an E.164 number, or a Messaging Service SID (`MG…`). */
  from: string;
  /** API origin; tests point it at a local server. */
  baseUrl: string;
  /** Per-request timeout, ms. */
  timeoutMs?: number;
}

/**
 * Twilio's Programmable Messaging API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`,
 * form-encoded `To`, `From` (or `MessagingServiceSid`) and `Body`, HTTP Basic authentication with
 * the account SID (or an API key SID) and its secret; a created message answers 201 with its `sid`,
 * a refusal a JSON body `{ code, message, status }`.
 */
export function twilioSmsProvider(settings: TwilioSettings, fetchImpl: typeof fetch = fetch): SmsProvider {
  const url = `${settings.baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.apiKeySid ?? settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send(message: SmsMessage): Promise<string> {
      const form = new URLSearchParams({ To: message.to, Body: message.text });
      form.set(settings.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', settings.from);
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form.toString(),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      });
      const body = (await res.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (res.status !== 201 && res.status !== 200)
        throw new Error(`twilio answered ${res.status}${body.code ? ` (error ${body.code}: ${body.message ?? ''})` : ''}`);
      if (!body.sid) throw new Error('twilio answered without a message sid');
      return body.sid;
    },
  };
}
