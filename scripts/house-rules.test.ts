import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

// The house rules `npm run lint` enforces in CI (docs/architecture.md "House rules"): each is shown failing on a
// deliberate violation and passing once it is gone.
const repo = new URL('..', import.meta.url).pathname;
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A throwaway checkout: the given files (path → text) under a temporary directory. */
function checkout(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'gatehouse-house-rules-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}
const checkImports = (dir: string) => spawnSync(process.execPath, [join(repo, 'scripts/check-imports.mjs'), dir], { encoding: 'utf8' });
const checkSql = (dir: string) => spawnSync(process.execPath, [join(repo, 'scripts/check-sql-in-services.mjs'), dir], { encoding: 'utf8' });
const F = 'packages/server/src/features';

describe('house rules', () => {
  it('an import cycle between two files fails the import check; without it the check passes', () => {
    const cyclic = checkout({
      [`${F}/a/x.ts`]: "import { y } from './y';\nexport const x = () => y;\n",
      [`${F}/a/y.ts`]: "import { x } from './x';\nexport const y = () => x;\n",
    });
    const r = checkImports(cyclic);
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain('no-cycle');
    const fine = checkout({
      [`${F}/a/x.ts`]: "import { y } from './y';\nexport const x = () => y;\n",
      [`${F}/a/y.ts`]: 'export const y = 1;\n',
    });
    expect(checkImports(fine).status).toBe(0);
  });

  it("a feature reaching into another feature's files fails; through its index.ts it passes", () => {
    const internal = checkout({
      [`${F}/a/a.service.ts`]: "import { b } from '../b/b.store';\nexport const a = b;\n",
      [`${F}/b/b.store.ts`]: 'export const b = 1;\n',
    });
    const r = checkImports(internal);
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain('feature-internals');
    const throughIndex = checkout({
      [`${F}/a/a.service.ts`]: "import { b } from '../b/index';\nexport const a = b;\n",
      [`${F}/b/index.ts`]: "export { b } from './b.store';\n",
      [`${F}/b/b.store.ts`]: 'export const b = 1;\n',
    });
    expect(checkImports(throughIndex).status).toBe(0);
  });

  it('two feature folders that import each other fail as a folder cycle, even through their index files', () => {
    const folders = checkout({
      [`${F}/a/index.ts`]: "import { b } from '../b/index';\nexport const a = 1;\nexport const ab = () => b;\n",
      [`${F}/b/index.ts`]: "export { b } from './b.service';\n",
      [`${F}/b/b.service.ts`]: "import { a } from '../a/index';\nexport const b = () => a;\n",
    });
    const r = checkImports(folders);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('folder-cycle: features/a ⇄ features/b');
  });

  it("a query built in a service fails the SQL check; moved into the feature's store, it passes", () => {
    const store =
      "import type { Db } from './db';\nexport const widget = (db: Db, id: string) => db.selectFrom('widgets').selectAll().where('id', '=', id).executeTakeFirst();\n";
    const inService = checkout({
      [`${F}/a/a.service.ts`]:
        "import type { Db } from './db';\nexport const get = (db: Db, id: string) => db.selectFrom('widgets').selectAll().where('id', '=', id).executeTakeFirst();\n",
      [`${F}/a/a.store.ts`]: store,
    });
    const r = checkSql(inService);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`sql-in-service: ${F}/a/a.service.ts has 1 query-builder call(s)`);
    const inStore = checkout({
      [`${F}/a/a.service.ts`]:
        "import type { Db } from './db';\nimport { widget } from './a.store';\nexport const get = (db: Db, id: string) => widget(db, id);\n",
      [`${F}/a/a.store.ts`]: store,
    });
    expect(checkSql(inStore).status).toBe(0);
  });

  it('a browser package importing the Node SDK fails', () => {
    const dir = checkout({
      'packages/client/src/c.ts': "import { n } from '../../node/src/n';\nexport const c = n;\n",
      'packages/node/src/n.ts': 'export const n = 1;\n',
    });
    const r = checkImports(dir);
    expect(r.status).toBe(1);
    expect(r.stdout + r.stderr).toContain('browser-imports-node-sdk');
  });

  it('a source file over 400 lines fails lint; at 400 it passes', async () => {
    const eslint = new ESLint({ cwd: repo });
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n');
    const filePath = join(repo, 'packages/server/src/house-rule-probe.ts');
    const [long] = await eslint.lintText(`${lines(401)}\n`, { filePath });
    expect(long!.messages.map((m) => m.ruleId)).toContain('max-lines');
    const [fits] = await eslint.lintText(`${lines(400)}\n`, { filePath });
    expect(fits!.messages.map((m) => m.ruleId)).not.toContain('max-lines');
  });

  it('unformatted code fails the format check; formatted, it passes', () => {
    const dir = checkout({ 'a.ts': 'export const a = {x:1,  y : "two"}\n', 'b.ts': "export const b = { x: 1, y: 'two' };\n" });
    const prettier = (file: string) =>
      spawnSync(join(repo, 'node_modules/.bin/prettier'), ['--config', join(repo, '.prettierrc.json'), '--check', join(dir, file)], {
        encoding: 'utf8',
      });
    expect(prettier('a.ts').status).toBe(1);
    expect(prettier('b.ts').status).toBe(0);
  });
});
