#!/usr/bin/env node
// The house rule "stores hold the SQL, services hold the rules" (docs/architecture.md), run by `npm run lint`: a
// service file (`*.service.ts`, `*.services.ts`) under packages/server/src/features builds no query
// (`.selectFrom(`, `.insertInto(`, `.updateTable(`, `.deleteFrom(`); its queries are named functions in the
// feature's `*.store.ts`. Services that predate the rule are listed in known-sql-in-services.json (file → count of
// query-builder calls); a file not listed, or over its count, fails, and the counts only go down.
//
// Usage: node scripts/check-sql-in-services.mjs [dir]     (dir: a checkout to check, the repository by default)
//        node scripts/check-sql-in-services.mjs --write-baseline   (rewrite the list from the repository as it is)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const repo = new URL('..', import.meta.url).pathname;
const writeBaseline = process.argv[2] === '--write-baseline';
const dir = resolve(writeBaseline ? repo : (process.argv[2] ?? repo));
const checkingRepo = dir === resolve(repo);
const knownFile = join(repo, 'scripts/known-sql-in-services.json');
const features = join(dir, 'packages/server/src/features');
const QUERY = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/g;
const isService = (name) => /\.services?\.ts$/.test(name);

/** Every service file under `root`, as paths relative to the checkout. */
function services(root) {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && isService(e.name))
    .map((e) =>
      relative(dir, join(e.parentPath ?? e.path, e.name))
        .split('\\')
        .join('/'),
    )
    .sort();
}

const counts = {};
for (const file of services(features)) {
  const n = (readFileSync(join(dir, file), 'utf8').match(QUERY) ?? []).length;
  if (n > 0) counts[file] = n;
}

if (writeBaseline) {
  const comment =
    'Service files that still hold query-builder calls (file → count; see scripts/check-sql-in-services.mjs). Move the SQL into the store and lower or delete the entry; never add one or raise a count.';
  writeFileSync(knownFile, `${JSON.stringify({ comment, files: counts }, null, 2)}\n`);
  console.log(`sql-in-services: wrote ${Object.keys(counts).length} file(s) to ${relative(repo, knownFile)}`);
  process.exit(0);
}

const known = checkingRepo && existsSync(knownFile) ? JSON.parse(readFileSync(knownFile, 'utf8')).files : {};
let failed = false;
for (const [file, n] of Object.entries(counts)) {
  const allowed = known[file] ?? 0;
  if (n <= allowed) continue;
  console.error(
    `error sql-in-service: ${file} has ${n} query-builder call(s)${allowed ? ` (known: ${allowed})` : ''}; move them into the feature's store`,
  );
  failed = true;
}
for (const [file, allowed] of Object.entries(known))
  if ((counts[file] ?? 0) < allowed)
    console.log(`note: ${file} is down to ${counts[file] ?? 0} (known: ${allowed}); lower its entry (--write-baseline)`);
const total = Object.values(counts).reduce((a, b) => a + b, 0);
console.log(
  `sql-in-services: ${total} query-builder call(s) in ${Object.keys(counts).length} service file(s), ${failed ? 'new ones found' : 'none new'}`,
);
process.exit(failed ? 1 : 0);
