import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { allEndpointList, type Endpoint } from '@gatehouse/contracts';
import { checkRedirectUrl, isRedirectUrlAllowed, resolveRedirectUrl } from '@gatehouse/core';
import { createLoginFlow } from '@gatehouse/client';
import { createTestClient, loginAnswer, paths } from '@gatehouse/client/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../src/app';
import { createTestServer, refreshCookieOf, signUpAndActivate, type TestServer } from '../harness';
import { reportGate } from './gate-report';
import { isForeignUrl } from './is-foreign-url';
import { headerSafe, rawRequest } from './raw-request';
import { redirectCorpus, TEST_APP_ORIGIN } from './redirect-corpus';
import { urlParameters, type UrlParameter } from './url-parameters';
import { validExample } from './valid-example';

// Gate 5, redirect safety: every URL-taking input, fed the hostile corpus, never yields a Location, a navigation
// field or an emailed link on a foreign origin. Figures: parameters fed, cases run, foreign results (target 0).

const corpus = redirectCorpus(TEST_APP_ORIGIN);
const figures = { parameters: 0, cases: 0, foreign: 0 };
const findings: string[] = [];
const verdict = (foreign: boolean, what: string) => {
  figures.cases += 1;
  if (!foreign) return;
  figures.foreign += 1;
  if (findings.length < 50) findings.push(what);
};

/** JSON fields a client navigates to (images are loaded, never navigated to, so picture/logo fields are not). */
const NAVIGATION_FIELD = /url|uri|redirect|callback|return|next|address|location|href|link/i;
const RESOURCE_FIELD = /picture|avatar|logo|icon|image/i;
function navigationValues(json: unknown, out: [string, string][] = [], field = ''): [string, string][] {
  if (typeof json === 'string' && NAVIGATION_FIELD.test(field) && !RESOURCE_FIELD.test(field)) out.push([field, json]);
  else if (json && typeof json === 'object')
    for (const [k, v] of Object.entries(json)) navigationValues(v, out, Array.isArray(json) ? field : k);
  return out;
}

/** The host a hostile value names (`//evil.example/x` → `evil.example`), else the value itself. */
function hostOf(value: string): string {
  try {
    const url = new URL(value, 'http://base.invalid');
    return url.host && url.host !== 'base.invalid' ? url.host : value;
  } catch {
    return value;
  }
}

afterAll(() => {
  reportGate('redirects', figures);
});

describe('redirect safety gate: server', () => {
  let t: TestServer;
  let allowed: string[];
  beforeAll(async () => {
    t = await createTestServer();
    allowed = [t.config.appUrl, t.config.publicUrl, ...t.config.allowedOrigins];
  });
  afterAll(() => t.close());

  /** Sends one contract request with `value` in the parameter, as the route's kind of caller. */
  async function send(p: UrlParameter, value: string, session: { accessToken: string; cookie: string; userId: string; tenantId: string }) {
    const e: Endpoint = p.endpoint;
    const hints = {
      email: () => `redirect-${Math.random().toString(36).slice(2, 10)}@example.com`,
      password: () => 'correct horse battery staple',
      userId: () => session.userId,
      tenantId: () => session.tenantId,
    };
    const input: Record<string, unknown> = {};
    for (const where of ['body', 'query', 'params'] as const) {
      const schema = e[where];
      if (!schema) continue;
      const example = validExample(schema, hints);
      input[where] = example.ok && example.value && typeof example.value === 'object' ? structuredClone(example.value) : {};
    }
    let target = input[p.in] as Record<string, unknown>;
    for (const key of p.path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[p.path[p.path.length - 1]!] = value;
    const path = e.path.replace(/\{(\w+)\}/g, (_, k: string) =>
      encodeURIComponent(String((input.params as Record<string, unknown>)?.[k] ?? 'x')),
    );
    const query = input.query ? `?${new URLSearchParams(input.query as Record<string, string>)}` : '';
    return t.request(e.method.toUpperCase(), `${path}${query}`, {
      body: e.body ? input.body : undefined,
      token: e.access.kind === 'user' ? session.accessToken : undefined,
      cookie: e.access.kind === 'cookie' ? session.cookie : undefined,
    });
  }

  it('contract parameters that take a URL never answer with a foreign Location or navigation field', async () => {
    const parameters = urlParameters(allEndpointList);
    // Found by name from the contracts, so a new redirectUrl/returnTo/callback parameter is fed the corpus too.
    expect(parameters.length).toBeGreaterThan(0);
    for (const p of parameters) {
      figures.parameters += 1;
      const session = await signUpAndActivate(t);
      for (const value of corpus) {
        const res = await send(p, value, session);
        const name = `${p.endpoint.id} ${p.in}.${p.path.join('.')}=${JSON.stringify(value)}`;
        session.cookie = refreshCookieOf(res) ?? session.cookie;
        const location = res.headers.get('location');
        verdict(location !== null && isForeignUrl(location, t.config.publicUrl, allowed), `${name}: Location ${location}`);
        const json = /json/.test(res.headers.get('content-type') ?? '') ? await res.json() : undefined;
        for (const [field, url] of navigationValues(json)) verdict(isForeignUrl(url, TEST_APP_ORIGIN, allowed), `${name}: ${field}=${url}`);
      }
    }
  });

  describe('forged Host, X-Forwarded-*, Forwarded, Origin and Referer never reach emailed links or discovery URLs', () => {
    const HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'forwarded', 'origin', 'referer'];
    const USERS = '/identity/resources/users/v1';

    for (const trustProxy of [false, true]) {
      it(`trustProxy=${trustProxy}`, async () => {
        // A real listening server: the Node adapter builds the request URL from the Host header.
        const s = trustProxy ? await createTestServer({ config: { trustProxy: true } }) : t;
        const server: ServerType = serve({ fetch: createApp(s.deps).fetch, port: 0, hostname: '127.0.0.1' });
        await new Promise((r) => server.once('listening', r));
        const port = (server.address() as AddressInfo).port;
        const linkOrigins = [s.config.appUrl, s.config.publicUrl];
        let links = 0;
        // Ids of the mails already checked: each accepted request must add exactly one.
        const seen = new Set<string>();
        try {
          for (const header of HEADERS) {
            // Only headers a proxy sets change meaning when the proxy is trusted.
            if (trustProxy && !header.startsWith('x-forwarded') && header !== 'forwarded') continue;
            figures.parameters += 1;
            // Fresh accounts per header keep each address's outbox under the dev outbox's 200-message page.
            const verified = await signUpAndActivate(s);
            const unverified = `forged-unverified-${Math.random().toString(36).slice(2, 8)}@example.com`;
            await s.request('POST', `${USERS}/signUp`, { body: { email: unverified, companyName: 'Acme Corp' } });
            for (const m of [...(await s.mails(verified.email)), ...(await s.mails(unverified))]) seen.add(m.id);
            for (const [i, raw] of corpus.entries()) {
              // Reset and activation mails to one address are capped per window (MAX_LINK_MAILS): each case starts a new one.
              s.clock.advance(10 * 60_000 + 1_000);
              // Host-type headers carry a host: the corpus value's host when it has one (`localhost.evil.example:5173`).
              const host = hostOf(raw);
              const value = headerSafe(header === 'forwarded' ? `host="${host}";proto=https` : /host$/.test(header) ? host : raw);
              const headers = { 'content-type': 'application/json', [header]: value };
              const fresh = `forged-${header}-${i}-${Math.random().toString(36).slice(2, 8)}@example.com`;
              const flows: [string, string, string | undefined][] = [
                [fresh, `${USERS}/signUp`, JSON.stringify({ email: fresh, companyName: 'Acme Corp' })],
                [verified.email, `${USERS}/signUp`, JSON.stringify({ email: verified.email, companyName: 'Acme Corp' })],
                [unverified, `${USERS}/activate/reset`, JSON.stringify({ email: unverified })],
                [verified.email, `${USERS}/passwords/reset`, JSON.stringify({ email: verified.email })],
              ];
              for (const [to, path, body] of flows) {
                const res = await rawRequest(port, 'POST', path, headers, body);
                const name = `${header}: ${JSON.stringify(value)} → POST ${path}`;
                verdict(
                  typeof res.headers.location === 'string' && isForeignUrl(res.headers.location, s.config.publicUrl, linkOrigins),
                  `${name}: Location ${res.headers.location}`,
                );
                // The mails this request wrote (the test clock stands still, so ids, not dates, tell them apart).
                const written = (await s.mails(to)).filter((m) => !seen.has(m.id));
                written.forEach((m) => seen.add(m.id));
                if (res.status < 300) expect(written.length, `${name}: one mail`).toBe(1);
                for (const mail of written) {
                  const found = [...mail.text.matchAll(/https?:\/\/\S+/g), ...mail.html.matchAll(/href="([^"]*)"/g)].map((m) =>
                    (m[1] ?? m[0]).replace(/&amp;/g, '&'),
                  );
                  for (const link of found) {
                    links += 1;
                    verdict(isForeignUrl(link, s.config.appUrl, linkOrigins), `${name}: link ${link}`);
                  }
                }
              }
              const discovery = await rawRequest(port, 'GET', '/.well-known/openid-configuration', { [header]: value });
              if (discovery.status === 200) {
                for (const url of Object.values(JSON.parse(discovery.body) as Record<string, unknown>).filter(
                  (v): v is string => typeof v === 'string' && /^https?:/.test(v),
                )) {
                  verdict(
                    isForeignUrl(url, s.config.publicUrl, [s.config.publicUrl]),
                    `${header}: ${JSON.stringify(value)} → discovery ${url}`,
                  );
                }
              }
            }
          }
          // Not vacuous: the flows did mail links.
          expect(links).toBeGreaterThan(0);
        } finally {
          await new Promise((r) => server.close(r));
          if (s !== t) await s.close();
        }
      });
    }
  });
});

describe('redirect safety gate: core rule and client login flow', () => {
  const page = `${TEST_APP_ORIGIN}/account/login`;
  const restricted = { currentOrigin: TEST_APP_ORIGIN, allowedOrigins: [], restrictRedirects: true };
  beforeAll(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => {
    vi.restoreAllMocks();
  });

  it('resolveRedirectUrl, isRedirectUrlAllowed and checkRedirectUrl (restriction on) keep to the current origin', () => {
    figures.parameters += 3;
    for (const value of corpus) {
      const resolved = resolveRedirectUrl(value, '/', restricted).url;
      verdict(isForeignUrl(resolved, page, []), `resolveRedirectUrl(${JSON.stringify(value)}) → ${resolved}`);
      verdict(isRedirectUrlAllowed(value, restricted) && isForeignUrl(value, page, []), `isRedirectUrlAllowed(${JSON.stringify(value)})`);
      verdict(checkRedirectUrl(value, restricted).allowed && isForeignUrl(value, page, []), `checkRedirectUrl(${JSON.stringify(value)})`);
    }
  });

  it('with restriction off, only absolute http(s) URLs may leave (spec 000 §2.1); tricks and scripts never do', () => {
    figures.parameters += 1;
    const open = { ...restricted, restrictRedirects: false };
    for (const value of corpus) {
      const resolved = resolveRedirectUrl(value, '/', open).url;
      let absolute: URL | null = null;
      try {
        absolute = new URL(resolved);
      } catch {
        absolute = null;
      }
      // By decision 0008 an absolute http(s) URL is honoured when the host app turns restriction off.
      const chosenByHost = absolute !== null && (absolute.protocol === 'http:' || absolute.protocol === 'https:');
      verdict(!chosenByHost && isForeignUrl(resolved, page, []), `resolveRedirectUrl(${JSON.stringify(value)}, open) → ${resolved}`);
    }
  });

  it('the login flow navigates after sign-in only to the current origin, whatever redirectUrl says', async () => {
    vi.useFakeTimers();
    try {
      const channels = {
        query: (v: string) => ({ url: `${page}?redirectUrl=${encodeURIComponent(v)}` }),
        hash: (v: string) => ({ url: `${TEST_APP_ORIGIN}/#/account/login?redirectUrl=${encodeURIComponent(v)}` }),
        stored: (v: string) => ({ url: page, stored: v }),
      };
      figures.parameters += Object.keys(channels).length;
      for (const [channel, make] of Object.entries(channels)) {
        for (const value of corpus) {
          const { url, stored } = make(value) as { url: string; stored?: string };
          const { client, fake, location } = createTestClient({ url });
          if (stored !== undefined) client.setAfterAuthRedirect(stored);
          fake.on('POST', paths.login, loginAnswer());
          const flow = createLoginFlow(client);
          await flow.login({ email: 'ada@example.com', password: 'correct horse battery staple' });
          await vi.advanceTimersByTimeAsync(200);
          expect(location.assigned, `${channel} ${JSON.stringify(value)}: one navigation`).toHaveLength(1);
          verdict(
            isForeignUrl(location.assigned[0]!, url, []),
            `login flow (${channel} ${JSON.stringify(value)}) → ${location.assigned[0]}`,
          );
          flow.dispose();
        }
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('the SSO and social callback routes navigate only to the current origin, whatever the address carries', async () => {
    vi.useFakeTimers();
    try {
      const callbacks = {
        saml: {
          route: '/account/saml/callback',
          post: paths.samlPostlogin,
          run: (f: ReturnType<typeof createLoginFlow>) => f.loginWithSamlCallback(),
        },
        oidc: {
          route: '/account/oidc/callback',
          post: paths.oidcPostlogin,
          run: (f: ReturnType<typeof createLoginFlow>) => f.loginWithOidcCallback(),
        },
        social: {
          route: '/account/social/success',
          post: '/identity/resources/auth/v1/user/sso/google/postlogin',
          run: (f: ReturnType<typeof createLoginFlow>) => f.loginWithSocialCallback(),
        },
      };
      figures.parameters += Object.keys(callbacks).length * 2;
      for (const [name, callback] of Object.entries(callbacks)) {
        for (const value of corpus) {
          // The hostile value as the post-login target and as every parameter the identity provider sends back;
          // once signed in (success), once refused (the failure goes on to the authenticated URL).
          for (const outcome of ['signed in', 'refused'] as const) {
            const q = new URLSearchParams({ redirectUrl: value, RelayState: value, code: value, state: value, provider: 'google' });
            const url = `${TEST_APP_ORIGIN}${callback.route}?${q}`;
            const { client, fake, location } = createTestClient({ url });
            fake.on(
              'POST',
              callback.post,
              outcome === 'signed in'
                ? loginAnswer()
                : { status: 400, body: { errors: ['Failed to authenticate'], errorCode: 'sso.login_failed' } },
            );
            const flow = createLoginFlow(client);
            await callback.run(flow);
            await vi.advanceTimersByTimeAsync(1_000);
            expect(location.assigned, `${name} ${outcome} ${JSON.stringify(value)}: one navigation`).toHaveLength(1);
            verdict(
              isForeignUrl(location.assigned[0]!, url, []),
              `${name} callback (${outcome}, ${JSON.stringify(value)}) → ${location.assigned[0]}`,
            );
            flow.dispose();
          }
        }
      }
    } finally {
      vi.useRealTimers();
    }
  });

  it('no case led to a foreign origin', () => {
    expect(findings).toEqual([]);
    expect(figures.foreign).toBe(0);
    // Every parameter was fed the whole corpus (the server cases add mail flows and discovery on top).
    expect(figures.cases).toBeGreaterThanOrEqual(corpus.length * figures.parameters);
  });
});
