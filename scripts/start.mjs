#!/usr/bin/env node
// One command for a newcomer: builds the demo host app, starts the identity server on the
// embedded SQLite database and serves the demo. `--dev` runs the demo with hot reload instead.
import { spawn, spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const demoPort = Number(process.env.DEMO_PORT ?? 5173);
const serverUrl = `http://localhost:${port}`;
const demoUrl = `http://localhost:${demoPort}`;
const env = {
  ...process.env,
  PORT: String(port),
  VITE_GATEHOUSE_URL: serverUrl,
  GATEHOUSE_PUBLIC_URL: process.env.GATEHOUSE_PUBLIC_URL ?? serverUrl,
  GATEHOUSE_APP_URL: process.env.GATEHOUSE_APP_URL ?? demoUrl,
  GATEHOUSE_ALLOWED_ORIGINS: process.env.GATEHOUSE_ALLOWED_ORIGINS ?? demoUrl,
};

if (!dev) {
  console.log('Building the demo app…');
  const b = spawnSync('npm', ['run', '-w', '@gatehouse/demo', 'build'], { cwd: root, stdio: 'inherit', env });
  if (b.status !== 0) process.exit(b.status ?? 1);
}

const children = [];
const start = (name, cmd, args, cwd = root) => {
  const child = spawn(cmd, args, { cwd, stdio: 'inherit', env });
  child.on('exit', (code) => {
    console.log(`${name} exited (${code})`);
    for (const c of children) if (c !== child) c.kill('SIGTERM');
    process.exit(code ?? 0);
  });
  children.push(child);
};

start('server', process.execPath, ['--conditions=@gatehouse/source', '--import', 'tsx', 'packages/server/src/main.ts']);
start('demo', 'npx', ['vite', dev ? 'dev' : 'preview', '--port', String(demoPort), '--strictPort', '--host', 'localhost'], `${root}apps/demo`);

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => children.forEach((c) => c.kill(sig)));

// Say where to go once the server answers.
const deadline = Date.now() + 60_000;
const poll = async () => {
  try {
    const r = await fetch(`${serverUrl}/healthz`);
    if (r.ok) {
      console.log(`\n  Gatehouse server  ${serverUrl}   (API reference: ${serverUrl}/docs, dev outbox: ${serverUrl}/dev/mail)`);
      console.log(`  Demo app          ${demoUrl}\n`);
      return;
    }
  } catch {
    /* not up yet */
  }
  if (Date.now() < deadline) setTimeout(poll, 500);
};
void poll();
