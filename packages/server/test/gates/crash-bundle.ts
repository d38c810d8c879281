import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../../../..');

/**
 * pg and nodemailer are only called with a postgres URL or an SMTP URL, which the worker never
 * sets; loading them would add about 100 ms to each of hundreds of process starts.
 */
const unusedOnSqlite: Plugin = {
  name: 'unused-on-sqlite',
  setup(b) {
    b.onResolve({ filter: /^(pg|nodemailer)$/ }, (args) => ({ path: args.path, namespace: 'unused' }));
    b.onLoad({ filter: /.*/, namespace: 'unused' }, (args) => {
      const message = JSON.stringify(`${args.path} is not loaded in the crash worker`);
      return { contents: `export default new Proxy({}, { get() { throw new Error(${message}); } });`, loader: 'js' };
    });
  },
};

/**
 * Bundles crash-worker.ts once per run into one .mjs: `node bundle.mjs` starts in a fraction of
 * the time `node --import tsx` takes, which is what makes hundreds of real process kills
 * affordable. Native packages, pino (which loads files at run time) and jsonc-parser stay external; the bundle
 * is written under node_modules/.cache so Node resolves them from the repository's node_modules.
 */
export async function bundleCrashWorker(): Promise<string> {
  const outfile = join(root, 'node_modules/.cache/gatehouse-crash', `worker-${process.pid}.mjs`);
  mkdirSync(dirname(outfile), { recursive: true });
  await build({
    entryPoints: [join(here, 'crash-worker.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@gatehouse/source'],
    // jsonc-parser's main build is UMD, whose require('./impl/…') calls esbuild cannot follow: Node loads it.
    external: ['better-sqlite3', '@node-rs/argon2', 'pino', 'jsonc-parser'],
    plugins: [unusedOnSqlite],
    // Bundled CommonJS dependencies call require(); ESM output has none unless we provide it.
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  // Data files the server reads beside its modules (new URL('./…', import.meta.url)) go beside the bundle.
  copyFileSync(
    join(root, 'packages/server/src/features/breached-passwords/breached-passwords.bloom'),
    join(dirname(outfile), 'breached-passwords.bloom'),
  );
  return outfile;
}
