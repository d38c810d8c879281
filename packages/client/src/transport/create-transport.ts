import { headers as headerNames, type ResponseOf } from '@gatehouse/contracts';
import type { Framework, LocationLike, RequestSource, TenantResolver } from '../client-options';
import { buildUrl } from './build-url';
import type { EndpointRoute } from './endpoint-routes';
import type { RequestInput } from './request-input';
import { toApiError } from './to-api-error';

/** What the transport needs from the client. */
export interface TransportOptions {
  baseUrl: string;
  fetch: typeof fetch;
  location: LocationLike;
  getAccessToken: () => string | undefined;
  getRequestSource: () => RequestSource | undefined;
  framework?: Framework;
  sdkVersion?: string;
  tenantResolver?: TenantResolver;
}

/** Sends one call to an endpoint (a contracts Endpoint, typed, or a bare route) and returns its parsed answer. */
export type RequestFn = <E extends EndpointRoute>(endpoint: E, input?: RequestInput<E>) => Promise<ResponseOf<E>>;

/** Creates the typed fetch wrapper of spec 000 §7 / wire-compat §1.3–1.9. */
export function createTransport(options: TransportOptions): RequestFn {
  const buildHeaders = (): Record<string, string> => {
    // Order of wire-compat §1.3; later entries would win on a name clash.
    const result: Record<string, string> = {};
    if (options.sdkVersion) result[headerNames.sdkVersion] = options.sdkVersion;
    if (options.framework) result[headerNames.framework] = options.framework;
    result['Content-Type'] = 'application/json';
    const source = options.getRequestSource();
    if (source) result[headerNames.source] = source;
    const token = options.getAccessToken();
    if (token) result.Authorization = `Bearer ${token}`;
    // Read on every request: the host may change ?tenantId= without reloading (§2.1 "tenant in scope").
    const scopedTenant = new URLSearchParams(options.location.search).get('tenantId');
    if (scopedTenant) result[headerNames.scopedTenant] = scopedTenant;
    const alias = options.tenantResolver?.()?.tenant;
    if (alias) result[headerNames.loginAlias] = alias;
    return result;
  };

  return async function request<E extends EndpointRoute>(endpoint: E, input?: RequestInput<E>): Promise<ResponseOf<E>> {
    const { body, query, params } = (input ?? {}) as {
      body?: unknown;
      query?: Record<string, string | number | boolean | object | null | undefined>;
      params?: Record<string, unknown>;
    };
    const url = buildUrl(options.baseUrl, endpoint.path, params, query);
    const response = await options.fetch(url, {
      method: endpoint.method.toUpperCase(),
      headers: buildHeaders(),
      // The refresh token lives in an HttpOnly cookie set by the server (wire-compat §1.6).
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });

    if (response.status === 302) {
      // §8 "302 navigates to the answer text"; the call never settles because the page is going away.
      options.location.assign(await response.text());
      return new Promise<never>(() => undefined);
    }
    if (!response.ok) throw await toApiError(response);

    const text = await response.text().catch(() => '');
    try {
      // A success body that is not JSON, empty included, reads as {} (wire-compat §1.7).
      const parsed: unknown = text === '' ? {} : JSON.parse(text);
      return (parsed ?? {}) as ResponseOf<E>;
    } catch {
      return {} as ResponseOf<E>;
    }
  };
}
