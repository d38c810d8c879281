import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reportGate } from './gate-report';
import { readCapturedRun, type CapturedRun } from './read-captured-run';
import { createSecretScanner, type SecretHit } from './secret-scanner';

// Gate 4, secrets never leak (docs/decisions/0010). Not a *.test.ts file: scripts/test.mjs runs it alone, last,
// with secrets.vitest.config.ts, once the SQLite, PostgreSQL and browser runs have filled GATEHOUSE_CAPTURE_DIR.

/** The wire-compat lookup that takes the link token in its query (wire-compat §2.6); reference clients call it. */
const COMPAT_TOKEN_LOOKUP = /^(\/frontegg)?\/identity\/resources\/users\/v1\/activate\/strategy$/;

const href = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

/**
 * The text of a requested URL that must hold no secret. Two documented exceptions, each for the link token only:
 * the browser opening a mailed link exactly as mailed (that URL is how a link token is delivered), and the harness
 * exercising the compat lookup, whose `token` parameter is removed and the rest scanned. The browser gets no
 * compat exception: Gatehouse's own login box must not put a token in a URL.
 */
function scannedUrl(u: CapturedRun['urls'][number], links: ReadonlySet<string>, counts: { linkOpens: number; compatLookups: number }): string | null {
  if (u.source === 'browser' && links.has(href(u.url))) {
    counts.linkOpens += 1;
    return null;
  }
  const url = new URL(u.url, 'http://harness.invalid');
  if (u.source === 'harness' && u.method === 'GET' && COMPAT_TOKEN_LOOKUP.test(url.pathname) && url.searchParams.has('token')) {
    counts.compatLookups += 1;
    url.searchParams.delete('token');
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
    const record = (hit: SecretHit, where: string, text: string) => hits.push(`${hit.kind} in ${where}: ${text.split(hit.form).join(`${hit.form.slice(0, 6)}…`).slice(0, 200)}`);
    for (const { file, line } of run.logLines) for (const hit of scanner.scan(line)) record(hit, file, line);
    for (const u of run.urls) {
      const text = scannedUrl(u, links, counts);
      if (text !== null) for (const hit of scanner.scan(text)) record(hit, `${u.source} URL`, text);
    }

    reportGate('secrets', { secrets: scanner.size, logLines: run.logLines.length, urls: run.urls.length, hits: hits.length, linkOpens: counts.linkOpens, compatLookups: counts.compatLookups });
    expect(hits).toEqual([]);

    // The gate must not pass on an empty run: each kind of secret was collected and there was traffic to scan.
    const kinds = new Set(run.secrets.map((s) => s.kind));
    for (const kind of ['password', 'accessToken', 'refreshToken', 'cookie', 'link-token', 'master-key', 'signing-key']) expect(kinds, `secrets of kind ${kind}`).toContain(kind);
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
