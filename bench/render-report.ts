import type { MachineFacts } from './machine-facts';

/** One line of the summary: a figure, its target and whether it was met. */
export interface SummaryRow {
  figure: string;
  value: string;
  target: string;
  result: 'PASS' | 'FAIL' | 'INFO' | 'SKIPPED' | 'ERROR';
}

/** Everything one run found, as docs/performance.md shows it. */
export interface ReportData {
  facts: MachineFacts;
  settings: string[];
  rows: SummaryRow[];
  details: string[];
  errors: string[];
}

/** The summary as a Markdown table (also what the console shows). */
export function summaryTable(rows: SummaryRow[]): string {
  const lines = [['Figure', 'Value', 'Target', 'Result'], ...rows.map((r) => [r.figure, r.value, r.target, r.result])];
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  const fmt = (l: string[]) => `| ${l.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [fmt(lines[0]!), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.slice(1).map(fmt)].join('\n');
}

const bullets = (items: string[]) => items.map((i) => `- ${i}`).join('\n');

/** docs/performance.md, replaced by every run. */
export function renderReport(data: ReportData): string {
  const { facts } = data;
  return `# Performance

Written by \`npm run bench\` (bench/run.ts) on ${facts.date}. Do not edit by hand: every run replaces this file.

## Machine

- CPU: ${facts.cpuModel}, ${facts.cores} cores
- Memory: ${facts.memoryGiB} GiB
- Node ${facts.node} on ${facts.os}
- Load average (1 min) when the run started: ${facts.loadAverageAtStart}${facts.loadAverageAtStart > 0.5 ? ' — other work was running, so the figures are lower than on an idle machine' : ''}

## Results

${summaryTable(data.rows)}
${data.errors.length ? `\n**Steps that errored** (the run exited non-zero):\n\n${bullets(data.errors.map((e) => `\`${e.split('\n')[0]}\``))}\n` : ''}
## Settings

${bullets(data.settings)}

## Details

${bullets(data.details)}

## How to run

\`\`\`sh
npm run bench          # from the repository root; about six minutes
BENCH_SCALE=0.25 npm run bench   # shorter phases, for trying the bench out (numbers are noisier)
BENCH_CPU_PROF=/tmp/prof npm run bench   # also writes a V8 CPU profile of the server process there
\`\`\`

The run prints the same table. It exits 0 when a target is missed (the numbers are information)
and non-zero when a step errors, including any non-2xx answer under load.

## What is measured against what

- **argon2id baseline**: \`@node-rs/argon2\` \`verify\` called directly, with 8 calls in flight, with the
  server's default (production) parameters read from \`loadConfig({})\`. This is the ceiling for
  password sign-ins on this machine; it runs in the bench process while the server is idle, right
  before and right after each sign-in phase.
- **Server set-ups**: every server figure is measured for each set-up of \`benchSettings.servers\` —
  the defaults (one process, RS256), ES256 signing (a token signed with RS256 costs about 0.3 ms of
  CPU here, one with ES256 about 0.06 ms: the \`[tokens, …]\` details), and both with one worker per core
  (\`GATEHOUSE_WORKERS=0\`, decision 0009). Rows are prefixed with the set-up.
- **Password sign-ins**: the real server (\`runServer\`: \`createApp\` + \`@hono/node-server\`, in a child
  process, on 127.0.0.1 and an ephemeral port, SQLite in a temp data dir) answering
  \`POST /identity/resources/auth/v1/user\` from autocannon with 8 connections, rotating through the
  pre-created users. Judged as the **ratio** sign-ins/s ÷ argon2 verifications/s measured in the
  same run (target ≥ 0.9): everything the server does besides argon2 should cost under 10 %.
- **Floor** (bench/floor-server.ts, information): the same load and baseline against a bare server that
  does only the core of a sign-in — find the user, verify argon2id, sign an RS256 token on libuv's pool,
  one SQLite transaction writing the session, an audit row and the last login, a JSON answer with a
  cookie — and nothing else (no validation, rate limits, lockout, policies, MFA decision, roles or
  metrics). Its ratio is what any server can reach on this machine; the distance from it to the
  server's ratio is what Gatehouse's own sign-in costs.
- **Before jose** (decision 0037): each set-up starts two servers side by side, the code under test and the
  same code with its token signer (\`keys/token-signer.ts\`, jose) replaced by the hand-written node:crypto
  signer of before jose (\`bench/baseline-signer.ts\`, loaded in its place by \`bench/baseline-hooks.mjs\`;
  the server reports which signer it loaded and the bench refuses a mix-up). Sign-ins, refreshes and \`GET /me\`
  run on each for the phase's full time in alternated phases (A B B A), so load that comes or goes weighs on
  both; the rows \`…, before jose\` and \`…, jose ÷ before jose\` compare them. Refreshes and \`/me\` are
  judged: jose must stay within 10 % (ratio ≥ 0.9).
- **Tokens** (bench/measure-tokens.ts): in the bench process, tokens signed per second by the server's signer
  (jose) and by the signer of before jose, on the same key and claims of an access token, 16 in flight, in
  interleaved rounds (medians), with the CPU per token in all threads and on the main thread; and first
  verifications per second of the same token (jose \`jwtVerify\` over a local JWKS, as the server does since
  decision 0036, against a node:crypto verify by hand as before it; the server's verified-token cache is not
  in play). Before anything is timed, a token of each signer must verify with jose against the key's JWKS and
  both must carry the same header and claims.
- **Token refreshes**: each worker signs in once, then loops \`POST /identity/resources/auth/v1/user/token/refresh\`
  on its own kept-alive connection with the latest rotated cookie and \`Origin\` of the default allowed
  origin. Absolute target on SQLite.
- **GET /identity/resources/users/v2/me**: autocannon with one bearer token (signature check, session
  liveness check, profile read). Absolute target on SQLite.
- **Login box first screen**: Vite builds a host entry rendering \`<GatehouseProvider>\` (React and
  React DOM external); the figure is the sum of gzip (level 9) sizes of the entry chunk, its static
  imports, their CSS and the lazily loaded login screen. KB = 1,024 bytes.
- **Admin portal chunks** (bench/measure-admin-portal-size.ts): Vite builds a host entry rendering
  \`<AdminPortal>\` inside \`<GatehouseProvider>\` (React and React DOM external). The initial figure is the entry
  chunk, its static imports and their CSS; each section's figure is its lazily loaded chunk with the static imports
  it adds beyond the initial ones (gzip level 9, KB = 1,024 bytes).
- **Entitlement engine**: \`getFeatureEntitlement\` of \`@gatehouse/core\` in a tight loop on one core, over a
  deterministic user with 50 features, 20 flags of 3 rules and 10 plans (bench/measure-engine.ts).
- **\`@gatehouse/node\`**: \`verify\` of the SDK (its verified-token cache off) against raw \`jose\` \`jwtVerify\`
  of the same RS256 token with the same public key, in interleaved rounds in one process, first thing in a
  fresh bench process; the figure is the median of the rounds' ratios (bench/measure-node-sdk.ts).
- **Users table at 100,000 members** (bench/measure-users-table.ts): one tenant gets 100,000 members
  written straight into the database in batches of 1,000, then \`GET /identity/resources/users/v3\` is
  called through HTTP with one request in flight — first page, a page in the middle of the list
  (row 50,000), a page sorted by name, an email-prefix search — on SQLite and on PostgreSQL. Median
  and p95 of the request time taken at the client over loopback (so an upper bound of the server's
  time); target p95 < 50 ms each.
- Load generator and server share the machine's cores, so absolute figures are lower bounds of what
  a dedicated server would do.
`;
}
