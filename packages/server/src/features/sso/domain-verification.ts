import { Resolver } from 'node:dns/promises';
import { domainToASCII } from 'node:url';
import { randomToken } from '../../kernel/crypto';

/**
 * Proving a domain (docs/decisions/0048-sso-connections.md): each domain added to a connection gets its own random
 * TXT record value; the administrator publishes it either on the domain itself or on `_gatehouse-challenge.<domain>`
 * (for DNS set-ups that keep the apex's TXT records for mail), and validation asks DNS for both names.
 */
export const CHALLENGE_LABEL = '_gatehouse-challenge';

/** The port DNS is asked through: node:dns by default, a loopback server in tests. */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
}

/** node:dns's resolver, asking the configured servers (`ip` or `ip:port`), or the system's when none are given. */
export function systemTxtResolver(servers: readonly string[]): TxtResolver {
  const resolver = new Resolver({ timeout: 3_000, tries: 2 });
  if (servers.length) resolver.setServers([...servers]);
  return resolver;
}

/** A new TXT record value: 192 random bits, so it can be neither guessed nor reused from another domain. */
export const newTxtRecord = (): string => `gatehouse-verification=${randomToken(24)}`;

const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** A domain as stored: lower-case ASCII (IDNs as punycode), no trailing dot; undefined when it is no host name. */
export function normaliseDomain(input: string): string | undefined {
  const trimmed = input.trim().toLowerCase().replace(/\.$/, '');
  const ascii = domainToASCII(trimmed);
  return ascii && HOST.test(ascii) ? ascii : undefined;
}

/** What DNS said about a domain's verification record. */
export type RecordCheck = 'found' | 'missing' | 'lookup_failed';

/** Whether `expected` is published as a TXT record of the domain or of its challenge name. */
export async function checkVerificationRecord(resolver: TxtResolver, domain: string, expected: string): Promise<RecordCheck> {
  let failed = false;
  for (const name of [domain, `${CHALLENGE_LABEL}.${domain}`]) {
    try {
      // A long TXT record arrives as several strings: joined, they are the value (RFC 7208 §3.3).
      const records = await resolver.resolveTxt(name);
      if (records.some((parts) => parts.join('').trim() === expected)) return 'found';
    } catch (e) {
      const code = (e as { code?: string }).code;
      if (code !== 'ENODATA' && code !== 'ENOTFOUND') failed = true;
    }
  }
  return failed ? 'lookup_failed' : 'missing';
}
