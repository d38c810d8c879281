import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderConfigDocs } from './config-docs';

describe('configuration reference', () => {
  it('docs/configuration.md is generated from the schema and up to date (npm run docs:config)', () => {
    const onDisk = readFileSync(new URL('../../../../docs/configuration.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderConfigDocs());
  });
});
