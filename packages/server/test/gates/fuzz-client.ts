import type { Access } from '@gatehouse/contracts';
import type { Hono } from 'hono';
import type { FuzzCase } from './fuzz-case-arbitrary';

/** What came back, as the oracle reads it. */
export interface FuzzAnswer {
  status: number;
  text: string;
  /** Everything that was sent (URL, headers, body), to tell an echo from a leak. */
  sent: string;
}

/** A session of the fuzz user: the access token and the refresh cookie pair (`name=value`). */
export interface FuzzSession {
  accessToken: string;
  cookie: string;
}

const REFRESH_COOKIE = /^(?:__Host-)?gh_refresh=([^;]*)/;

/**
 * Sends fuzz cases in-process (app.fetch, no socket) with the fuzz user's credentials when the
 * case asks for them. User routes get a bearer token that nothing in the fuzz run can revoke;
 * cookie routes get a separate refresh cookie, followed through rotation, and a fresh session
 * from `newSession` once a logout or a failed refresh has ended it; vendor routes get a vendor
 * token (from `newVendorToken`, again only if one was refused).
 */
export function createFuzzClient(
  app: Hono,
  bearer: FuzzSession,
  newSession: () => Promise<FuzzSession>,
  newVendorToken: () => Promise<string>,
) {
  let cookie: string | undefined;
  let accessToken = bearer.accessToken;
  let vendorToken: string | undefined;
  /** Sessions ended during the run: cookie ones are expected (logout), bearer and vendor ones are not. */
  const renewals = { cookie: 0, bearer: 0, vendor: 0 };

  /** Builds the Request exactly as the case says: bytes for bodyHex, UTF-8 for body, no default content type. */
  const requestOf = (c: FuzzCase, headers: Record<string, string>): Request => {
    const bytes = c.bodyHex !== undefined ? Buffer.from(c.bodyHex, 'hex') : c.body !== undefined ? Buffer.from(c.body, 'utf8') : undefined;
    const hasBody = bytes !== undefined && !/^(get|head)$/i.test(c.method);
    return new Request(`http://localhost${c.path}`, { method: c.method, headers, ...(hasBody ? { body: bytes } : {}) });
  };

  return {
    renewals,
    async send(c: FuzzCase, access: Access['kind']): Promise<FuzzAnswer> {
      const headers = { ...c.headers };
      const ours = { bearer: false, cookie: false, vendor: false };
      if (c.auth && access === 'user' && headers.authorization === undefined) {
        headers.authorization = `Bearer ${accessToken}`;
        ours.bearer = true;
      }
      if (c.auth && access === 'vendor' && headers.authorization === undefined) {
        vendorToken ??= await newVendorToken();
        headers.authorization = `Bearer ${vendorToken}`;
        ours.vendor = true;
      }
      if (c.auth && access === 'cookie' && headers.cookie === undefined) {
        cookie ??= (await newSession()).cookie;
        headers.cookie = cookie;
        ours.cookie = true;
      }
      const res = await app.fetch(requestOf(c, headers));
      const text = await res.text();
      if (ours.cookie) {
        // Follow rotation; a cleared cookie (failed refresh, logout) means the session is over.
        const set = res.headers
          .getSetCookie()
          .map((s) => REFRESH_COOKIE.exec(s))
          .find(Boolean);
        if (set) cookie = set[1] ? set[0] : undefined;
        if (!cookie) renewals.cookie++;
      }
      if (ours.bearer && res.status === 401) {
        // Nothing fuzzed may end this session; if something did, carry on but count it.
        accessToken = (await newSession()).accessToken;
        renewals.bearer++;
      }
      if (ours.vendor && res.status === 401) {
        vendorToken = await newVendorToken();
        renewals.vendor++;
      }
      const sent = `${c.method} ${c.path} ${JSON.stringify(c.headers)} ${c.body ?? ''}`;
      return { status: res.status, text, sent };
    },
  };
}
