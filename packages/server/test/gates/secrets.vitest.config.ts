import { defineConfig } from 'vitest/config';

// The secrets scan alone: scripts/test.mjs runs it after the browser tests. The repository config's include
// pattern (*.test.ts) leaves the scan out of the normal passes; resolution mirrors that config.
export default defineConfig({
  root: new URL('../../../../', import.meta.url).pathname,
  resolve: { conditions: ['@gatehouse/source'] },
  ssr: { resolve: { conditions: ['@gatehouse/source'], externalConditions: ['@gatehouse/source'] } },
  test: { include: ['packages/server/test/gates/secrets.scan.ts'], testTimeout: 120_000, pool: 'forks' },
});
