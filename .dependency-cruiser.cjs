/**
 * The house rules on imports (docs/architecture.md), checked by `npm run lint:deps` in CI.
 * Violations that predate a rule are listed in .dependency-cruiser-known-violations.json and shrink as the
 * server is reshaped (issue 15); a new violation fails the check.
 */
const FEATURE = '^packages/server/src/features/([^/]+)/';
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'An import cycle between files: each side would need the other loaded first.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-internals',
      comment: "A feature reaches another only through that feature's public entry (its index.ts).",
      severity: 'error',
      from: { path: FEATURE },
      to: {
        path: '^packages/server/src/features/[^/]+/',
        pathNot: ['^packages/server/src/features/$1/', '^packages/server/src/features/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'browser-imports-node-sdk',
      comment: '@gatehouse/node is the host back end SDK: browser packages never import it.',
      severity: 'error',
      from: { path: '^(packages/(contracts|core|client|react|fixtures)|apps/demo/src)/' },
      to: { path: '^packages/node/' },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing is a typo or a missing dependency.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results|playwright-report)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: `${__dirname}/tsconfig.json` },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['@gatehouse/source', 'import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
  },
};
