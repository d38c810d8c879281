import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configSchema, envName } from './config-schema';

/** Renders the configuration reference (docs/configuration.md) from the schema. */
export function renderConfigDocs(): string {
  const rows = Object.entries(configSchema.shape).map(([key, schema]) => {
    const value = (schema as { def?: { defaultValue?: unknown } }).def?.defaultValue;
    const def = value === undefined ? '—' : `\`${Array.isArray(value) ? value.join(',') : String(value)}\``;
    const description = (schema as { description?: string }).description ?? '';
    return `| \`${envName(key)}\` | \`${key}\` | ${def} | ${description.replace(/\|/g, '\\|')} |`;
  });
  return [
    '# Configuration reference',
    '',
    '<!-- Generated from packages/server/src/config/config-schema.ts by `npm run docs:config`. Do not edit by hand. -->',
    '',
    'Every setting can be given as an environment variable or as a key of a JSON file named by',
    '`GATEHOUSE_CONFIG_FILE` (the environment wins). A bad value stops the server at start with one',
    'message that lists each bad key.',
    '',
    '| environment variable | file key | default | meaning |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL('../../../../docs/configuration.md', import.meta.url);
  writeFileSync(target, renderConfigDocs());
  console.log(`wrote ${fileURLToPath(target)}`);
}
