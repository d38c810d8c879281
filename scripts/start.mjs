#!/usr/bin/env node
// One command for a newcomer: builds the demo host app, starts the identity server on the
// embedded SQLite database, the demo's own back end (apps/demo/server, @gatehouse/node) and serves
// the demo, which proxies /api to that back end. `--dev` runs the demo with hot reload instead.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const demoPort = Number(process.env.DEMO_PORT ?? 5173);
const demoApiPort = Number(process.env.DEMO_API_PORT ?? 5174);
const serverUrl = `http://localhost:${port}`;
const demoUrl = `http://localhost:${demoPort}`;
const env = {
  ...process.env,
  PORT: String(port),
  DEMO_API_PORT: String(demoApiPort),
  VITE_GATEHOUSE_URL: serverUrl,
  GATEHOUSE_PUBLIC_URL: process.env.GATEHOUSE_PUBLIC_URL ?? serverUrl,
  GATEHOUSE_APP_URL: process.env.GATEHOUSE_APP_URL ?? demoUrl,
  GATEHOUSE_ALLOWED_ORIGINS: process.env.GATEHOUSE_ALLOWED_ORIGINS ?? demoUrl,
};

// The hosted login box (docs/hosted-login.md) and admin portal (docs/admin-portal.md) are built pages the
// server serves at /oauth/login and /portal, in both modes: build:hosted builds both.
console.log('Building the hosted pages (login box, admin portal)…');
const hosted = spawnSync('npm', ['run', '-w', '@gatehouse/react', 'build:hosted', '--', '--logLevel', 'warn'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (hosted.status !== 0) process.exit(hosted.status ?? 1);

if (!dev) {
  console.log('Building the demo app…');
  const b = spawnSync('npm', ['run', '-w', '@gatehouse/demo', 'build'], { cwd: root, stdio: 'inherit', env });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

// The secrets gate (docs/decisions/0010) reads every server log line of the browser run: with
// GATEHOUSE_CAPTURE_DIR set, the server's output is also written there, and debug/trace lines go
// only there so the console stays readable.
const captureDir = process.env.GATEHOUSE_CAPTURE_DIR;
function tee(child, file) {
  mkdirSync(captureDir, { recursive: true });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
      appendFileSync(file, `${line}\n`);
      if (!/^\{"level":(10|20),/.test(line)) out.write(`${line}\n`);
    });
  }
}

const children = [];
const start = (name, cmd, args, cwd = root, logFile = undefined) => {
  const child = spawn(cmd, args, { cwd, stdio: logFile ? ['inherit', 'pipe', 'pipe'] : 'inherit', env });
  if (logFile) tee(child, logFile);
  // 'close' comes after the child's output is drained, so the capture file gets its last lines.
  child.on('close', (code) => {
    console.log(`${name} exited (${code})`);
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
};

// The demo's catalogue of plans, features and flags (an upsert: safe on every start).
const seed = spawnSync(
  process.execPath,
  [
    '--conditions=@gatehouse/source',
    '--import',
    'tsx',
    'packages/server/src/cli.ts',
    'entitlements',
    'load',
    'apps/demo/entitlements.yaml',
  ],
  { cwd: root, stdio: 'inherit', env },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);

start(
  'server',
  process.execPath,
  ['--conditions=@gatehouse/source', '--import', 'tsx', 'packages/server/src/main.ts'],
  root,
  captureDir && join(captureDir, `log-e2e-server-${process.pid}.txt`),
);
// The demo's back end verifies tokens issued at GATEHOUSE_PUBLIC_URL (their `iss`) against its JWKS.
start('demo-api', process.execPath, ['--conditions=@gatehouse/source', '--import', 'tsx', 'apps/demo/server/main.ts']);
start(
  'demo',
  'npx',
  ['vite', dev ? 'dev' : 'preview', '--port', String(demoPort), '--strictPort', '--host', 'localhost'],
  `${root}apps/demo`,
);

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));

// Say where to go once the server answers.
const deadline = Date.now() + 60_000;
const poll = async () => {
  try {
    const r = await fetch(`${serverUrl}/healthz`);
    if (r.ok) {
      console.log(
        `\n  Gatehouse server  ${serverUrl}   (API reference: ${serverUrl}/docs, dev outbox: ${serverUrl}/dev/mail, admin portal: ${serverUrl}/portal)`,
      );
      console.log(`  Demo app          ${demoUrl}   (its back end: http://localhost:${demoApiPort}, proxied at ${demoUrl}/api)\n`);
      return;
    }
  } catch {
    /* not up yet */
  }
  if (Date.now() < deadline) setTimeout(poll, 500);
};
void poll();
