import { Agent, request } from 'node:http';
import { benchSettings } from './bench-settings';
import { refreshCookieOf } from './sign-in';
import type { LoadSummary } from './summarize-autocannon';

const PATH = '/identity/resources/auth/v1/user/token/refresh';
const BODY = JSON.stringify({ tenantId: null });

/** One refresh over a kept-alive connection; resolves with the status and the rotated cookie. */
function refresh(agent: Agent, url: URL, cookie: string): Promise<{ status: number; cookie?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: PATH,
        headers: {
          origin: benchSettings.allowedOrigin,
          cookie,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(BODY),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, cookie: refreshCookieOf(res.headers['set-cookie'] ?? []), body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(BODY);
  });
}

/**
 * Token refreshes per second. Each refresh rotates the cookie (and replaying an old one revokes
 * the family), so each worker holds its own session (one of `cookies`) and connection and sends
 * its latest cookie; `cookies` is updated with each worker's latest, so a later run can go on with it.
 */
export async function measureRefreshes(baseUrl: string, cookies: string[], seconds: number): Promise<LoadSummary> {
  const url = new URL(baseUrl);
  const latencies: number[] = [];
  const failures: Record<string, number> = {};
  let ok = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async (cookie: string, index: number) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      while (performance.now() < end) {
        const sent = performance.now();
        const res = await refresh(agent, url, cookie);
        latencies.push(performance.now() - sent);
        if (res.status !== 200 || !res.cookie || !res.body.includes('"accessToken"')) {
          const key = res.status === 200 ? '200 without a new cookie or token' : String(res.status);
          failures[key] = (failures[key] ?? 0) + 1;
          return; // the chain is broken: this worker's session is gone
        }
        ok++;
        cookie = cookies[index] = res.cookie;
      }
    } catch (e) {
      failures.errors = (failures.errors ?? 0) + 1;
      failures[`error: ${(e as Error).message}`] = 1;
    } finally {
      agent.destroy();
    }
  };
  await Promise.all(cookies.map(worker));
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0;
  const failed = Object.entries(failures)
    .filter(([k]) => !k.startsWith('error: '))
    .reduce((n, [, v]) => n + v, 0);
  return { ok, failed, seconds: elapsed, perSecond: ok / elapsed, p50Ms: pct(0.5), p99Ms: pct(0.99), failures };
}
