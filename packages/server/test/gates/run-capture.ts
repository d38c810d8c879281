import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Who requested a URL: the in-process harness, the browser, or Playwright's own API client. */
export type UrlSource = 'harness' | 'browser' | 'playwright';

/**
 * The secrets gate's recorder (docs/decisions/0010). When GATEHOUSE_CAPTURE_DIR is set (scripts/test.mjs sets it
 * for every pass), each process appends what it saw to its own files there: `urls-*.jsonl` (every URL requested),
 * `secrets-*.jsonl` (every secret used or issued), `links-*.jsonl` (mailed links) and `log-*` (server log lines).
 * `secrets.scan.ts` reads them all after the browser run.
 */
export interface RunCapture {
  /** File for this process's server log lines (pino writes JSON lines to it). */
  readonly logFile: string;
  url(source: UrlSource, method: string, url: string): void;
  secret(kind: string, value: string): void;
  link(url: string): void;
  /** Extra log lines (e.g. audit rows read from storage). */
  logLines(lines: readonly string[]): void;
}

const opened = new Map<string, RunCapture>();

/** The recorder for this process (`tag` names its files), or null when no capture is running. */
export function runCapture(tag: string): RunCapture | null {
  const dir = process.env.GATEHOUSE_CAPTURE_DIR;
  if (!dir) return null;
  const key = `${dir}|${tag}`;
  const existing = opened.get(key);
  if (existing) return existing;
  mkdirSync(dir, { recursive: true });
  const file = (kind: string, ext = 'jsonl') => join(dir, `${kind}-${tag}-${process.pid}.${ext}`);
  const files = { urls: file('urls'), secrets: file('secrets'), links: file('links'), audit: file('log', 'audit.jsonl') };
  // One process sends the same password or cookie many times: write each value once.
  const seen = new Set<string>();
  const once = (path: string, line: string) => {
    if (seen.has(line)) return;
    seen.add(line);
    appendFileSync(path, `${line}\n`);
  };
  const capture: RunCapture = {
    logFile: file('log'),
    // Synchronous appends: a test process may exit right after its last request.
    url: (source, method, url) => appendFileSync(files.urls, `${JSON.stringify({ source, method, url })}\n`),
    // A leak of a long value contains its first 4 KB, so that much identifies it (fuzzed passwords can be megabytes).
    secret: (kind, value) => {
      if (typeof value === 'string' && value.length > 0) once(files.secrets, JSON.stringify({ kind, value: value.slice(0, 4096) }));
    },
    link: (url) => once(files.links, JSON.stringify(url)),
    logLines: (lines) => lines.forEach((l) => once(files.audit, l.replace(/\n/g, ' '))),
  };
  opened.set(key, capture);
  return capture;
}
