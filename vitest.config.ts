import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their src/ through the "@gatehouse/source" export condition,
// so tests never need a prior build.
export default defineConfig({
  resolve: { conditions: ['@gatehouse/source'] },
  ssr: { resolve: { conditions: ['@gatehouse/source'], externalConditions: ['@gatehouse/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/src/**/*.test.tsx',
      'packages/*/test/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
