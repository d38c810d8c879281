import { test as base, type APIRequestContext, type BrowserContext, type Response } from '@playwright/test';
import { runCapture, type RunCapture } from '../packages/server/test/gates/run-capture';
import { collectSecretFields, secretCookies } from '../packages/server/test/gates/secret-fields';

// Secrets gate (docs/decisions/0010). Every spec imports `test` from here, so every browser context, page and API
// request of every journey is recorded in a capture run: URLs requested, passwords typed or sent, tokens and
// cookies the server hands out. The scan then looks for those secrets in the URLs and the server's logs.

const capture = runCapture('e2e');

/** Records passwords in a request body, JSON or form-encoded. */
function recordSentBody(rec: RunCapture, body: string | null): void {
  if (!body) return;
  try {
    collectSecretFields(JSON.parse(body), (_, value) => rec.secret('password', value), true);
  } catch {
    collectSecretFields(Object.fromEntries(new URLSearchParams(body)), (_, value) => rec.secret('password', value), true);
  }
}

/** Records what a response issues: secret-named JSON fields and session cookies. */
async function recordResponse(rec: RunCapture, response: Response): Promise<void> {
  try {
    for (const value of secretCookies(await response.headerValues('set-cookie'))) rec.secret('cookie', value);
    if (/json/i.test((await response.headerValue('content-type')) ?? ''))
      collectSecretFields(await response.json(), (field, value) => rec.secret(field, value));
  } catch {
    // The page navigated away or the context closed before the body was read.
  }
}

/** Hooks one browser context: its requests and responses, and every password typed into any of its pages. */
function attach(rec: RunCapture, context: BrowserContext): void {
  context.on('request', (request) => {
    rec.url('browser', request.method(), request.url());
    recordSentBody(rec, request.postData());
  });
  context.on('response', (response) => void recordResponse(rec, response));
  // Typed passwords are recorded even if no request carries them (a form that would submit by GET is the classic leak).
  void context
    .exposeBinding('__gatehouseCaptureSecret', (_source, value: unknown) => typeof value === 'string' && rec.secret('password', value))
    .catch(() => undefined);
  void context
    .addInitScript(() => {
      const report = (event: Event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && (input.type === 'password' || /password/.test(input.autocomplete))) {
          (window as unknown as { __gatehouseCaptureSecret?: (v: string) => void }).__gatehouseCaptureSecret?.(input.value);
        }
      };
      document.addEventListener('input', report, true);
      document.addEventListener('change', report, true);
    })
    .catch(() => undefined);
}

/** Playwright's API client with every URL it requests recorded. */
function recordingRequest(rec: RunCapture, request: APIRequestContext, baseURL: string | undefined): APIRequestContext {
  const methods = new Set(['get', 'post', 'put', 'patch', 'delete', 'head', 'fetch']);
  return new Proxy(request, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || !methods.has(prop) || typeof value !== 'function') return value;
      return (url: unknown, options?: { method?: string; data?: unknown }) => {
        if (typeof url === 'string') {
          rec.url('playwright', (options?.method ?? (prop === 'fetch' ? 'GET' : prop)).toUpperCase(), new URL(url, baseURL).href);
          if (typeof options?.data === 'string') recordSentBody(rec, options.data);
          else if (options?.data) recordSentBody(rec, JSON.stringify(options.data));
        }
        return (value as (...a: unknown[]) => unknown).call(target, url, options);
      };
    },
  });
}

/** `test` with the capture fixtures; a no-op outside a capture run. */
export const test = base.extend<object, { secretCapture: void }>({
  secretCapture: [
    async ({ browser }, use) => {
      if (!capture) return use();
      // The browser announces every context it creates: the test's own and any a spec opens itself.
      const onContext = (context: BrowserContext) => attach(capture, context);
      for (const context of browser.contexts()) onContext(context);
      browser.on('context', onContext);
      await use();
      browser.off('context', onContext);
    },
    { scope: 'worker', auto: true },
  ],
  request: async ({ request, baseURL }, use) => use(capture ? recordingRequest(capture, request, baseURL) : request),
});

export { expect } from '@playwright/test';
