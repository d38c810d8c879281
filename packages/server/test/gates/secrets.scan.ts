import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportGate } from './gate-report';
import { readCapturedRun, type CapturedRun } from './read-captured-run';
import { createSecretScanner, type SecretHit } from './secret-scanner';

// Gate 4, secrets never leak (docs/decisions/0010). Not a *.test.ts file: scripts/test.mjs runs it alone, last,
// with secrets.vitest.config.ts, once the SQLite, PostgreSQL and browser runs have filled GATEHOUSE_CAPTURE_DIR.

/**
 * Query parameters that carry a credential by contract, each removed before the rest of the URL is scanned:
 * - the wire-compat lookups reference clients call with a token in the query (wire-compat §2.6 and §2.2's
 *   remember-device policy): harness only, since Gatehouse's own login box must not put a token in a URL;
 * - OpenID Connect RP-Initiated Logout's `id_token_hint` (a relying party's browser sends it by that spec): an ID token
 *   is a statement about a sign-in, refused as a bearer credential (see the oauth tests), so it may travel there.
 */
const CONTRACT_PARAMETERS: { path: RegExp; param: string; sources: readonly string[] }[] = [
  { path: /^(\/frontegg)?\/identity\/resources\/users\/v1\/activate\/strategy$/, param: 'token', sources: ['harness'] },
  {
    path: /^(\/frontegg)?\/identity\/resources\/configurations\/v1\/mfa-policy\/allow-remember-device$/,
    param: 'mfaToken',
    sources: ['harness'],
  },
  { path: /^\/oauth\/logout$/, param: 'id_token_hint', sources: ['harness', 'browser'] },
];

const href = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

/**
 * The text of a requested URL that must hold no secret. Documented exceptions: the browser opening a mailed link
 * exactly as mailed (that URL is how a link token is delivered), and the contract parameters above, removed from
 * GET requests before the rest is scanned.
 */
function scannedUrl(
  u: CapturedRun['urls'][number],
  links: ReadonlySet<string>,
  counts: { linkOpens: number; compatLookups: number },
): string | null {
  if (u.source === 'browser' && links.has(href(u.url))) {
    counts.linkOpens += 1;
    return null;
  }
  const url = new URL(u.url, 'http://harness.invalid');
  const exempt =
    u.method === 'GET'
      ? CONTRACT_PARAMETERS.find((c) => c.sources.includes(u.source) && c.path.test(url.pathname) && url.searchParams.has(c.param))
      : undefined;
  if (exempt) {
    counts.compatLookups += 1;
    url.searchParams.delete(exempt.param);
    return `${u.method} ${url.pathname}${url.search}`;
  }
  return `${u.method} ${u.url}`;
}

describe('secrets gate', () => {
  it('no secret generated during the run appears in a server log line or a requested URL', async () => {
    const dir = process.env.GATEHOUSE_CAPTURE_DIR;
    expect(dir, 'GATEHOUSE_CAPTURE_DIR (set by scripts/test.mjs)').toBeTruthy();
    const run = await readCapturedRun(dir!);
    const scanner = createSecretScanner(run.secrets);
    const links = new Set([...run.links].map(href));
    const counts = { linkOpens: 0, compatLookups: 0 };
    const hits: string[] = [];
    // Says what leaked and where, with the secret cut short: enough to find the line, not a second leak.
    const record = (hit: SecretHit, where: string, text: string) =>
      hits.push(
        `${hit.kind} in ${where}: ${text
          .split(hit.form)
          .join(`${hit.form.slice(0, 6)}…`)
          .slice(0, 200)}`,
      );
    for (const { file, line } of run.logLines) for (const hit of scanner.scan(line)) record(hit, file, line);
    for (const u of run.urls) {
      const text = scannedUrl(u, links, counts);
      if (text !== null) for (const hit of scanner.scan(text)) record(hit, `${u.source} URL`, text);
    }

    reportGate('secrets', {
      secrets: scanner.size,
      logLines: run.logLines.length,
      urls: run.urls.length,
      hits: hits.length,
      linkOpens: counts.linkOpens,
      compatLookups: counts.compatLookups,
    });
    expect(hits).toEqual([]);

    // The gate must not pass on an empty run: each kind of secret was collected and there was traffic to scan.
    const kinds = new Set(run.secrets.map((s) => s.kind));
    for (const kind of ['password', 'accessToken', 'refreshToken', 'cookie', 'link-token', 'master-key', 'signing-key'])
      expect(kinds, `secrets of kind ${kind}`).toContain(kind);
    expect(scanner.size).toBeGreaterThan(0);
    expect(run.logLines.length).toBeGreaterThan(0);
    expect(run.urls.length).toBeGreaterThan(0);
    if (existsSync(join(dir!, 'e2e-storage.json'))) {
      // The browser run took part: its URLs and its server's own log lines were captured too.
      expect(run.urls.filter((u) => u.source === 'browser').length, 'browser URLs').toBeGreaterThan(0);
      expect(run.logLines.filter((l) => l.file.startsWith('log-e2e-server')).length, 'e2e server log lines').toBeGreaterThan(0);
      expect(counts.linkOpens, 'mailed links opened in the browser').toBeGreaterThan(0);
    }
  });
});
