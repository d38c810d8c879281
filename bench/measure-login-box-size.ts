import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, version as viteVersion, type Manifest } from 'vite';

const benchDir = dirname(fileURLToPath(import.meta.url));
// The workspace link (the package's exports do not expose package.json).
const reactPackageDir = realpathSync(join(benchDir, '..', 'node_modules', '@gatehouse', 'react'));
const reactPackage = () =>
  JSON.parse(readFileSync(join(reactPackageDir, 'package.json'), 'utf8')) as { exports?: Record<string, string | Record<string, string>> };

/** One file counted in the first screen, with its gzip size. */
export interface CountedFile {
  file: string;
  why: string;
  gzipBytes: number;
}

/** The first screen of the login box, or why it could not be measured yet. */
export type LoginBoxSize =
  | {
      status: 'measured';
      gzipBytes: number;
      files: CountedFile[];
      loginChunkFound: boolean;
      notCounted: string[];
      /** Where the counted bytes come from: bundler-rendered bytes (before minification) per package. */
      largest: { source: string; renderedBytes: number }[];
      viteVersion: string;
    }
  | { status: 'skipped'; reason: string };

const ENTRY = `import { createRoot } from 'react-dom/client';
import { GatehouseProvider } from '@gatehouse/react';
__STYLES__
createRoot(document.getElementById('root')!).render(<GatehouseProvider baseUrl="http://localhost:3000"><div /></GatehouseProvider>);
`;

// The screen's own module (`login-screen.tsx`, `LoginScreen.tsx`, `login.tsx`), not its folder (`login-box/`).
const isLoginScreen = (key: string, chunk: Manifest[string]) =>
  /^login([-_.]?screen)?$/i.test(basename(chunk.src ?? key).replace(/\.[cm]?[jt]sx?$/, ''));

/** Why the login box cannot be measured yet, or null when @gatehouse/react's source names GatehouseProvider. */
function notReady(): string | null {
  const root = reactPackage().exports?.['.'];
  const source = typeof root === 'object' ? root['@gatehouse/source'] : undefined;
  if (!source || !existsSync(join(reactPackageDir, source)))
    return `@gatehouse/react has no source entry yet (${source ?? 'no @gatehouse/source export'})`;
  if (!readFileSync(join(reactPackageDir, source), 'utf8').includes('GatehouseProvider'))
    return '@gatehouse/react does not export GatehouseProvider';
  return null;
}

/** The import line of the package's stylesheet when it declares one that exists. */
function stylesImport(): string {
  const styles = reactPackage().exports?.['./styles.css'];
  return typeof styles === 'string' && existsSync(join(reactPackageDir, styles)) ? "import '@gatehouse/react/styles.css';" : '';
}

/** The package a module belongs to: `zod`, `@gatehouse/client`, … */
function packageOf(id: string): string {
  const dep = id.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (dep) return dep[1]!;
  const workspace = id.match(/\/packages\/([^/]+)\//);
  return workspace ? `@gatehouse/${workspace[1]}` : basename(id);
}

/** Collects the manifest keys reachable from `start` through static imports. */
function staticClosure(manifest: Manifest, start: string, into: Map<string, string>, why: string) {
  if (into.has(start)) return;
  into.set(start, why);
  for (const dep of manifest[start]?.imports ?? []) staticClosure(manifest, dep, into, `static import of ${start}`);
}

/**
 * Builds a host entry that renders `<GatehouseProvider>` (React external) with Vite, then sums
 * the gzip sizes (level 9) of the entry, its static imports, their CSS and the lazily loaded
 * login screen (with its own static imports and CSS).
 */
export async function measureLoginBoxSize(): Promise<LoginBoxSize> {
  const missing = notReady();
  if (missing) return { status: 'skipped', reason: `login box not built yet: ${missing}` };
  // Inside bench/ so that bare imports resolve through the workspace's node_modules.
  mkdirSync(join(benchDir, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(benchDir, '.cache', 'login-box-'));
  try {
    writeFileSync(join(dir, 'entry.tsx'), ENTRY.replace('__STYLES__', stylesImport()));
    const outDir = join(dir, 'dist');
    const bundlerOptions = { input: join(dir, 'entry.tsx'), external: [/^react(-dom)?($|\/)/] };
    const modulesByFile = new Map<string, Record<string, { renderedLength: number }>>();
    const recordModules = {
      name: 'gatehouse-bench-record-modules',
      generateBundle(
        _options: unknown,
        bundle: Record<string, { type: string; fileName: string; modules?: Record<string, { renderedLength: number }> }>,
      ) {
        for (const out of Object.values(bundle)) if (out.type === 'chunk' && out.modules) modulesByFile.set(out.fileName, out.modules);
      },
    };
    try {
      await build({
        root: dir,
        configFile: false,
        logLevel: 'silent',
        plugins: [react(), recordModules],
        resolve: { conditions: ['@gatehouse/source', 'module', 'browser', 'default'] },
        build: {
          outDir,
          emptyOutDir: true,
          manifest: true,
          minify: true,
          write: true,
          [Number(viteVersion.split('.')[0]) >= 8 ? 'rolldownOptions' : 'rollupOptions']: bundlerOptions,
        },
      });
    } catch (e) {
      const message = (e as Error).message;
      if (/GatehouseProvider/.test(message) && /not exported|MISSING_EXPORT|missing export/i.test(message))
        return { status: 'skipped', reason: 'login box not built yet: @gatehouse/react does not export GatehouseProvider' };
      throw e;
    }
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    if (!entryKey) throw new Error('the build manifest has no entry chunk');
    const counted = new Map<string, string>();
    staticClosure(manifest, entryKey, counted, 'entry');
    const dynamic = [...counted.keys()].flatMap((k) => manifest[k]?.dynamicImports ?? []);
    const login = dynamic.filter((k) => isLoginScreen(k, manifest[k]!));
    // Lazy chains (a lazy login box that lazily loads its screens) are followed while they say "login".
    for (let i = 0; i < login.length; i++)
      for (const d of manifest[login[i]!]?.dynamicImports ?? []) if (isLoginScreen(d, manifest[d]!) && !login.includes(d)) login.push(d);
    const loginChunkFound = login.length > 0 || dynamic.length === 0;
    for (const k of loginChunkFound ? login : dynamic)
      staticClosure(manifest, k, counted, loginChunkFound ? 'lazy login screen' : 'dynamic import (login screen not identified)');
    const files = new Map<string, string>();
    for (const [key, why] of counted) {
      const chunk = manifest[key]!;
      if (!files.has(chunk.file)) files.set(chunk.file, why);
      for (const css of chunk.css ?? []) if (!files.has(css)) files.set(css, `CSS of ${key}`);
    }
    const list = [...files].map(([file, why]) => ({
      file,
      why,
      gzipBytes: gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    }));
    const notCounted = [...new Set(dynamic)].filter((k) => !counted.has(k)).map((k) => manifest[k]!.src ?? k);
    const bySource = new Map<string, number>();
    for (const file of files.keys())
      for (const [id, m] of Object.entries(modulesByFile.get(file) ?? {}))
        bySource.set(packageOf(id), (bySource.get(packageOf(id)) ?? 0) + m.renderedLength);
    const largest = [...bySource]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([source, renderedBytes]) => ({ source, renderedBytes }));
    return {
      status: 'measured',
      gzipBytes: list.reduce((n, f) => n + f.gzipBytes, 0),
      files: list,
      loginChunkFound,
      notCounted,
      largest,
      viteVersion,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
