import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, version as viteVersion, type Manifest } from 'vite';

const benchDir = dirname(fileURLToPath(import.meta.url));

/** The admin portal's initial chunk, the shell's after-paint load and each lazily loaded section, gzip -9 bytes (React external). */
export interface AdminPortalSize {
  initialGzipBytes: number;
  /** What the frame loads by itself right after the first paint, beyond the initial chunk. */
  shellGzipBytes: number;
  /** The toast renderer, loaded with the first toast, beyond the initial chunk and the shell. */
  toastsGzipBytes: number;
  sections: { section: string; gzipBytes: number }[];
  viteVersion: string;
}

const ENTRY = `import { createRoot } from 'react-dom/client';
import { AdminPortal, GatehouseProvider } from '@gatehouse/react';
import '@gatehouse/react/styles.css';
createRoot(document.getElementById('root')!).render(<GatehouseProvider baseUrl="http://localhost:3000"><AdminPortal /></GatehouseProvider>);
`;

const SECTION_FILE = /admin-portal\/sections\/[^/]+\/([a-z-]+)-section\.tsx$/;

/**
 * The modules the portal's frame imports lazily and renders on every visit, right after the first paint: the header's
 * widgets (account brand, tenant switcher, user menu, navigation drawer). They load before any section can be
 * opened, so they are one budgeted load of their own and a section counts only what it adds beyond them
 * (docs/decisions/0047-portal-bundle-accounting.md).
 */
const SHELL_FILES = [/admin-portal\/header-widgets\.ts$/];
/** The toast renderer, loaded when the first toast is asked for. */
const TOASTS_FILE = /ui\/toast-provider\.tsx$/;

/** The manifest key of the chunk built from the source file matching `file`. */
function keyOf(manifest: Manifest, file: RegExp): string {
  const key = Object.keys(manifest).find((k) => file.test(manifest[k]!.src ?? k));
  if (!key) throw new Error(`the build has no chunk for ${file.source}`);
  return key;
}

/** Manifest keys reachable from `start` through static imports, skipping those in `skip`. */
function closure(manifest: Manifest, start: string, skip: Set<string>, into = new Set<string>()): Set<string> {
  if (into.has(start) || skip.has(start)) return into;
  into.add(start);
  for (const dep of manifest[start]?.imports ?? []) closure(manifest, dep, skip, into);
  return into;
}

/** Sum of gzip sizes of the chunks (and their CSS) behind `keys`. */
function gzipOf(manifest: Manifest, outDir: string, keys: Iterable<string>): number {
  const files = new Set<string>();
  for (const key of keys) for (const file of [manifest[key]!.file, ...(manifest[key]!.css ?? [])]) files.add(file);
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length, 0);
}

/**
 * Builds a host entry rendering `<AdminPortal>` inside `<GatehouseProvider>` with Vite (React external). The
 * initial figure is the entry chunk with its static imports and CSS; the shell's figure is what the frame's own lazy
 * imports add beyond it; each section's figure is its lazy chunk with the static imports it adds beyond both.
 */
export async function measureAdminPortalSize(): Promise<AdminPortalSize> {
  mkdirSync(join(benchDir, '.cache'), { recursive: true });
  const dir = mkdtempSync(join(benchDir, '.cache', 'admin-portal-'));
  try {
    writeFileSync(join(dir, 'entry.tsx'), ENTRY);
    const outDir = join(dir, 'dist');
    const bundlerOptions = { input: join(dir, 'entry.tsx'), external: [/^react(-dom)?($|\/)/] };
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [react()],
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
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    if (!entryKey) throw new Error('the build manifest has no entry chunk');
    const initial = closure(manifest, entryKey, new Set());
    const shell = new Set<string>();
    for (const file of SHELL_FILES) closure(manifest, keyOf(manifest, file), initial, shell);
    const settled = new Set([...initial, ...shell]);
    const sections = Object.keys(manifest)
      .filter((k) => SECTION_FILE.test(manifest[k]!.src ?? k))
      .map((k) => ({
        section: basename(manifest[k]!.src ?? k).replace(/-section\.tsx$/, ''),
        gzipBytes: gzipOf(manifest, outDir, closure(manifest, k, settled)),
      }))
      .sort((a, b) => a.section.localeCompare(b.section));
    return {
      initialGzipBytes: gzipOf(manifest, outDir, initial),
      shellGzipBytes: gzipOf(manifest, outDir, shell),
      toastsGzipBytes: gzipOf(manifest, outDir, closure(manifest, keyOf(manifest, TOASTS_FILE), settled)),
      sections,
      viteVersion,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// Run alone: `npx tsx bench/measure-admin-portal-size.ts`.
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const size = await measureAdminPortalSize();
  console.log(`initial: ${(size.initialGzipBytes / 1024).toFixed(1)} KB gzip`);
  console.log(`shell after the first paint: ${(size.shellGzipBytes / 1024).toFixed(1)} KB gzip`);
  console.log(`toasts, with the first one: ${(size.toastsGzipBytes / 1024).toFixed(1)} KB gzip`);
  for (const s of size.sections) console.log(`${s.section}: ${(s.gzipBytes / 1024).toFixed(1)} KB gzip`);
}
