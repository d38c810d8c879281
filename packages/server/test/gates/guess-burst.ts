import http from 'node:http';

/** How one guess was answered: checked and refused, refused without a check (locked), or accepted. */
export type GuessOutcome = 'wrong' | 'locked' | 'accepted';

/** An answer as the burst read it. */
export interface GuessAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** A request of one guess: method, path, headers and body text. */
export interface GuessRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** What a burst found. */
export interface BurstResult {
  outcomes: Record<GuessOutcome, number>;
  /** How the right value (sent among the wrong ones) was answered. */
  right: GuessOutcome;
  /** Answers no outcome matched (e.g. a 5xx): each is a failure of the gate. */
  unexpected: string[];
  sources: number;
  maxInFlight: number;
}

/** Loopback source addresses: Linux routes all of 127.0.0.0/8 to `lo`, so each is a distinct client IP without setup. */
export const sourceAddresses = (n: number): string[] => Array.from({ length: n }, (_, i) => `127.0.0.${i + 2}`);

/** Requests on a socket right now (sent, not yet answered), and the most seen at once. */
const load = { now: 0, max: 0 };

function send(base: URL, agent: http.Agent, r: GuessRequest): Promise<GuessAnswer> {
  return new Promise((resolve, reject) => {
    let counted = false;
    const done = () => {
      if (counted) load.now--;
      counted = false;
    };
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        agent,
        headers: { origin: 'http://localhost:5173', ...r.headers, ...(r.body ? { 'content-length': Buffer.byteLength(r.body) } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => {
          done();
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text);
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('socket', () => {
      counted = true;
      load.max = Math.max(load.max, ++load.now);
    });
    req.on('error', (e) => (done(), reject(e)));
    req.end(r.body);
  });
}

/**
 * Sends `total` guesses at one credential from `sources` loopback addresses, each with `perSource`
 * connections (so at most sources × perSource in flight), the right value as guess number `rightAt`;
 * every answer is classified by `outcomeOf` (undefined: unexpected).
 */
export async function guessBurst(
  baseUrl: string,
  opts: {
    total: number;
    sources: number;
    perSource: number;
    rightAt: number;
    request(guess: { right: boolean; i: number }): GuessRequest | Promise<GuessRequest>;
    outcomeOf(a: GuessAnswer): GuessOutcome | undefined;
  },
): Promise<BurstResult> {
  const base = new URL(baseUrl);
  const agents = sourceAddresses(opts.sources).map(
    (localAddress) => new http.Agent({ keepAlive: true, maxSockets: opts.perSource, localAddress }),
  );
  const outcomes: Record<GuessOutcome, number> = { wrong: 0, locked: 0, accepted: 0 };
  const unexpected: string[] = [];
  let right: GuessOutcome | undefined;
  load.now = 0;
  load.max = 0;
  try {
    await Promise.all(
      Array.from({ length: opts.total }, async (_, i) => {
        const r = await opts.request({ right: i === opts.rightAt, i });
        const answer = await send(base, agents[i % agents.length]!, r);
        const outcome = opts.outcomeOf(answer);
        if (!outcome) unexpected.push(`${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        else outcomes[outcome]++;
        if (i === opts.rightAt) right = outcome;
      }),
    );
  } finally {
    for (const a of agents) a.destroy();
  }
  return { outcomes, right: right ?? 'wrong', unexpected, sources: opts.sources, maxInFlight: load.max };
}
