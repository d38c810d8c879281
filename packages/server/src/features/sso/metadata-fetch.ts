import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { AppError, fail } from '../../kernel/app-error';
import { isPublicAddress } from './address-policy';

/** How the server fetches a document an administrator names by URL (the IdP's metadata). */
export interface FetchPolicy {
  /** Plain http allowed (development, tests); otherwise https only. */
  allowHttp: boolean;
  /** Whether an address may be reached: by default public addresses only. */
  addressAllowed: (address: string) => boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  /** Host name → addresses (the system resolver unless given). */
  resolve?: (host: string) => Promise<{ address: string; family: number }[]>;
}

/** The policy from the configuration: https and public addresses only unless the operator allows more. */
export const metadataFetchPolicy = (options: { allowHttp: boolean; allowPrivate: boolean }, maxBytes: number): FetchPolicy => ({
  allowHttp: options.allowHttp,
  addressAllowed: (address) => options.allowPrivate || isPublicAddress(address),
  timeoutMs: 5_000,
  maxBytes,
  maxRedirects: 3,
});

const refused = (why: string) => fail('sso.metadata_url_refused', `This metadata URL is not allowed: ${why}`);
const failed = (why: string) => fail('sso.metadata_fetch_failed', `The IdP metadata could not be fetched: ${why}`);

/** The URL, checked for its scheme, and the one address it is fetched from (every address the name has must be allowed). */
async function pinnedTarget(raw: string, policy: FetchPolicy): Promise<{ url: URL; address: string; family: number }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw refused('it is not a valid URL');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp))
    throw refused(policy.allowHttp ? 'only http and https URLs are fetched' : 'only https URLs are fetched');
  if (url.username || url.password) throw refused('URLs with credentials are not fetched');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (policy.resolve ?? ((h) => dnsLookup(h, { all: true, verbatim: true })))(host);
    } catch {
      throw failed(`the host name ${host} does not resolve`);
    }
  }
  if (addresses.length === 0) throw failed(`the host name ${host} does not resolve`);
  // Every answer is checked, and the connection goes to the first one: a second DNS answer cannot swap it.
  if (addresses.some((a) => !policy.addressAllowed(a.address))) throw refused('it points to a private, loopback or link-local address');
  return { url, ...addresses[0]! };
}

/** One GET to the pinned address; the answer's head and body stream. */
function get(target: { url: URL; address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target.url, { method: 'GET', lookup: pinned, signal, agent: false, headers: { accept: 'application/xml, text/xml' } });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw failed(`the document is larger than ${Math.round(maxBytes / 1024)} KiB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Fetches a document from a URL an administrator gave, without letting that URL reach inside the server's network
 * (SSRF): the scheme is checked, the host resolved once and every address checked, the connection made to that
 * address (TLS still verifies the host name), each redirect checked the same way, and the whole exchange bounded
 * in time and size.
 */
export async function fetchDocument(raw: string, policy: FetchPolicy): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), policy.timeoutMs);
  try {
    let next = raw;
    for (let hop = 0; hop <= policy.maxRedirects; hop++) {
      const target = await pinnedTarget(next, policy);
      const res = await get(target, controller.signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        next = new URL(res.headers.location, target.url).toString();
        continue;
      }
      if (status !== 200) {
        res.resume();
        throw failed(`the server answered HTTP ${status}`);
      }
      return await readBody(res, policy.maxBytes);
    }
    throw failed('too many redirects');
  } catch (e) {
    if (controller.signal.aborted) throw failed(`no answer within ${policy.timeoutMs / 1000} s`);
    if (e instanceof AppError) throw e;
    throw failed(`the connection failed (${(e as { code?: string }).code ?? 'network error'})`);
  } finally {
    clearTimeout(timer);
  }
}
