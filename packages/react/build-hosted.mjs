#!/usr/bin/env node
// Builds every page the Gatehouse server hosts (`npm run build:hosted`, run by scripts/start.mjs):
// the login box (dist/hosted-login) and the admin portal (dist/hosted-portal). Options after `--`
// that Vite's CLI would take for one build (`--logLevel warn`) apply to each.
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const { values } = parseArgs({ options: { logLevel: { type: 'string' } } });
for (const config of ['vite.hosted.config.ts', 'vite.hosted-portal.config.ts']) {
  await build({ configFile: fileURLToPath(new URL(config, import.meta.url)), logLevel: values.logLevel });
}
