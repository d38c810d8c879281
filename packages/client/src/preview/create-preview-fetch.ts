import { delays, type Endpoint } from '@gatehouse/contracts';
import { hasPermission } from '@gatehouse/core';
import { previewUsers } from '@gatehouse/fixtures';
import type { PreviewContext, PreviewHandler } from './preview-handler';
import { previewHandlers } from './preview-handlers';
import { errorResponse, fail, issueMessages, PreviewError } from './preview-error';
import type { PreviewClock, PreviewFetchOptions } from './preview-options';
import { compileRoutes, matchRoute } from './preview-router';
import { issueSession } from './preview-sign-in';
import { createPreviewState, type PreviewSession, type PreviewState } from './preview-state';
import { effectiveRoles, permissionKeys, userById } from './preview-views';

const systemClock: PreviewClock = { now: () => Date.now(), setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms) };

/** A call as it arrived: method, path, query, headers and body text. */
interface Call {
  method: string;
  url: URL;
  headers: Headers;
  body: string | undefined;
}

/**
 * A `fetch` that answers every Gatehouse call from in-memory handlers (spec 000 §1 preview mode): routed by method
 * and path through the contracts endpoint table, after `delayMs` (500 by default), with the request validated and
 * the answer parsed by the endpoint's own schemas. Refusals are §8 error answers like the server's; an answer that
 * does not match its contract rejects the call, so a drifting handler fails loudly.
 */
export function createPreviewFetch(options: PreviewFetchOptions = {}): typeof fetch {
  const clock = options.clock ?? systemClock;
  const delayMs = options.delayMs ?? delays.preview;
  const state = createPreviewState({ ...options, clock });
  if (options.signedIn) issueSession(state, userById(state, previewUsers.admin.id), state.tenants[0]!.tenantId, ['pwd']);
  const routes = compileRoutes();

  return async (input, init) => {
    const call = await readCall(input, init);
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    await wait(clock, delayMs, signal);
    const match = matchRoute(routes, call.method, call.url.pathname);
    const handler = match && (previewHandlers[match.id] as PreviewHandler<typeof match.id> | undefined);
    if (!match || !handler)
      return errorResponse(new PreviewError('request.not_found', `Not available in preview mode: ${call.method} ${call.url.pathname}`));
    try {
      const session = authorise(state, match.endpoint, call.headers);
      const request = {
        params: validate(match.endpoint.params, match.params),
        query: validate(match.endpoint.query, Object.fromEntries(call.url.searchParams)),
        body: validate(match.endpoint.body, readJson(call.body)),
      };
      const context: PreviewContext = { state, session };
      const answer = match.endpoint.response.safeParse(handler(request as never, context));
      if (!answer.success)
        throw new Error(
          `Gatehouse preview: the answer of ${match.id} does not match its contract: ${issueMessages(answer.error.issues).join('; ')}`,
        );
      return new Response(JSON.stringify(answer.data), {
        status: match.endpoint.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    } catch (error) {
      if (error instanceof PreviewError) return errorResponse(error);
      throw error;
    }
  };
}

async function readCall(input: RequestInfo | URL, init: RequestInit | undefined): Promise<Call> {
  const request = typeof Request !== 'undefined' && input instanceof Request ? input : undefined;
  // Relative addresses are fine here: without a base URL, preview mode never leaves the page.
  const url = new URL(request ? request.url : String(input), 'https://preview.gatehouse.invalid');
  const method = (init?.method ?? request?.method ?? 'GET').toUpperCase();
  const headers = new Headers(init?.headers ?? request?.headers);
  const raw = init?.body ?? (request && request.body ? await request.text() : undefined);
  const body = raw === undefined || raw === null ? undefined : typeof raw === 'string' ? raw : await new Response(raw).text();
  return { method, url, headers, body };
}

/** Waits the preview delay on the client's clock; an aborted call rejects at once, as fetch would. */
function wait(clock: PreviewClock, ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
    clock.setTimeout(resolve, ms);
  });
}

/** The access rule of the endpoint (spec: public, refresh cookie, user token with an optional permission). */
function authorise(state: PreviewState, endpoint: Endpoint, headers: Headers): PreviewSession | null {
  const session = state.session;
  const bearer = /^Bearer (.+)$/.exec(headers.get('Authorization') ?? '')?.[1];
  const access = endpoint.access;
  if (access.kind === 'cookie') return session;
  if (access.kind === 'public') return session && bearer === session.accessToken ? session : null;
  if (access.kind !== 'user' || !session || bearer !== session.accessToken) fail('auth.unauthenticated');
  if (access.permission) {
    const user = userById(state, session.userId);
    if (!hasPermission(permissionKeys(state, effectiveRoles(state, user, session.tenantId)), access.permission)) fail('auth.forbidden');
  }
  return session;
}

function readJson(text: string | undefined): unknown {
  if (text === undefined || text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    fail('request.malformed_json');
  }
}

/** Validates one part of the call against its schema, answering 400 `request.invalid` as the server does. */
function validate(schema: Endpoint['body'], value: unknown): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const messages = issueMessages(parsed.error.issues);
    fail('request.invalid', messages);
  }
  return parsed.data;
}
