import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/load-config';
import { resolveMasterKey } from '../../src/lib/master-key';
import { openDatabase } from '../../src/storage/database';
import { readStorageSecrets } from './read-storage-secrets';
import type { UrlSource } from './run-capture';
import type { Secret } from './secret-scanner';

/** Everything a capture run recorded (see run-capture.ts), merged across processes. */
export interface CapturedRun {
  secrets: Secret[];
  links: Set<string>;
  logLines: { file: string; line: string }[];
  urls: { source: UrlSource; method: string; url: string }[];
}

const linesOf = (path: string) =>
  readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');

/**
 * Reads the capture dir, plus the browser run's server storage when the Playwright config left a
 * pointer to it (`e2e-storage.json`): its mailed links, link tokens, keys and audit rows.
 */
export async function readCapturedRun(dir: string): Promise<CapturedRun> {
  const run: CapturedRun = { secrets: [], links: new Set(), logLines: [], urls: [] };
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (name.startsWith('secrets-')) for (const l of linesOf(path)) run.secrets.push(JSON.parse(l));
    else if (name.startsWith('links-')) for (const l of linesOf(path)) run.links.add(JSON.parse(l));
    else if (name.startsWith('urls-')) for (const l of linesOf(path)) run.urls.push(JSON.parse(l));
    else if (name.startsWith('log-')) for (const line of linesOf(path)) run.logLines.push({ file: name, line });
  }
  const pointer = join(dir, 'e2e-storage.json');
  if (existsSync(pointer)) {
    const { dataDir } = JSON.parse(readFileSync(pointer, 'utf8')) as { dataDir: string };
    if (existsSync(join(dataDir, 'gatehouse.db'))) {
      const config = loadConfig({}, { dataDir, nodeEnv: 'test' });
      const db = openDatabase(config);
      try {
        const found = await readStorageSecrets(db.kysely, resolveMasterKey(config));
        run.secrets.push(...found.secrets);
        for (const link of found.links) run.links.add(link);
        for (const line of found.auditLines) run.logLines.push({ file: 'e2e audit_log', line });
      } finally {
        await db.close();
      }
    }
  }
  return run;
}
