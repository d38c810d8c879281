#!/usr/bin/env node
// The import rules of docs/architecture.md, run by `npm run lint`: dependency-cruiser checks every file against
// .dependency-cruiser.cjs (no import cycle between files, no feature reaching into another's internals, no
// browser package importing the Node SDK), and this script folds the server's files into feature folders to find
// cycles between folders. What predates a rule is listed in .dependency-cruiser-known-violations.json (file rules)
// and known-feature-cycles.json (folders); a new violation fails, and the lists only shrink.
//
// Usage: node scripts/check-imports.mjs [dir]   (dir: a checkout to check, the repository by default)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const dir = resolve(process.argv[2] ?? repo);
const checkingRepo = dir === resolve(repo);
const bin = join(repo, 'node_modules/.bin/depcruise');
const config = join(repo, '.dependency-cruiser.cjs');
const scope = ['packages', 'apps', 'e2e', 'bench', 'scripts'].filter((d) => existsSync(join(dir, d)));
const knownFile = join(repo, '.dependency-cruiser-known-violations.json');
const knownCyclesFile = join(repo, 'scripts/known-feature-cycles.json');
let failed = false;

// 1. File rules.
const known = checkingRepo && existsSync(knownFile) ? ['--ignore-known', knownFile] : [];
const files = spawnSync(bin, [...scope, '--config', config, ...known, '--output-type', 'err'], { cwd: dir, stdio: 'inherit' });
if (files.status !== 0) failed = true;

// 2. Cycles between feature folders (and the server's other top folders).
const cruised = existsSync(join(dir, 'packages/server/src'))
  ? spawnSync(bin, ['packages/server/src', '--config', config, '--output-type', 'json'], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 28 })
  : { status: 0, stdout: '{"modules":[]}' };
if (cruised.status !== 0 && !cruised.stdout) {
  console.error(cruised.stderr);
  process.exit(2);
}
const folderOf = (path) => path.match(/^packages\/server\/src\/(features\/[^/]+|[^/]+)\//)?.[1];
const edges = new Map();
for (const m of JSON.parse(cruised.stdout).modules) {
  const from = folderOf(m.source);
  if (!from) continue;
  if (!edges.has(from)) edges.set(from, new Set());
  for (const d of m.dependencies) {
    const to = folderOf(d.resolved);
    if (to && to !== from) edges.get(from).add(to);
  }
}
const cycles = stronglyConnected(edges).filter((c) => c.length > 1);
const knownCycles = checkingRepo && existsSync(knownCyclesFile) ? JSON.parse(readFileSync(knownCyclesFile, 'utf8')).cycles : [];
for (const cycle of cycles) {
  if (knownCycles.some((k) => cycle.every((f) => k.includes(f)))) continue;
  console.error(`error folder-cycle: ${cycle.join(' ⇄ ')} import each other (fold the shared part into one of them or into the base)`);
  failed = true;
}
console.log(
  `imports: ${cycles.length} folder cycle(s) (${cycles.map((c) => c.length).join(', ') || 'none'} folders), ${failed ? 'new violations found' : 'no new violations'}`,
);
process.exit(failed ? 1 : 0);

/** Tarjan's strongly connected components of a directed graph given as adjacency sets; each sorted. */
function stronglyConnected(graph) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  const visit = (v) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      out.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}
