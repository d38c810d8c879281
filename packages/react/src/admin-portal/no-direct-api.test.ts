import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// House rule (issue 16): components take their data from @gatehouse/client's admin modules and flows, never from
// the raw transport, so caching, invalidation and the spec's local updates live in one place, tested without React.
const REACT_SRC = fileURLToPath(new URL('..', import.meta.url));
const DIRECT_CALL = [/\bclient\s*\.\s*api\b/, /\bclient\s*\.\s*request\s*\(/, /\{[^}]*\b(api|request)\b[^}]*\}\s*=\s*client\b/];

/** The lines of `source` that reach the transport directly. */
function directCalls(source: string): string[] {
  return source.split('\n').filter((line) => DIRECT_CALL.some((pattern) => pattern.test(line)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('house rule: no direct API calls in @gatehouse/react', () => {
  it('recognises a direct call, a raw request and a destructured api', () => {
    expect(directCalls('await client.api.deleteGroup({ params: { groupId } });\nconst x = 1;')).toHaveLength(1);
    expect(directCalls('client.request(route, { body })')).toHaveLength(1);
    expect(directCalls('const { api } = client;')).toHaveLength(1);
    expect(directCalls('const remove = useMutation(admin.groups.mutations.remove());')).toHaveLength(0);
  });

  it('finds none in any non-test source file under packages/react/src', () => {
    const files = sourceFiles(REACT_SRC);
    // The walk itself must reach the sections, or the rule would pass on nothing.
    expect(files.map((f) => relative(REACT_SRC, f))).toContain(join('admin-portal', 'sections', 'users', 'users-section.tsx'));
    const offenders = files.flatMap((file) =>
      directCalls(readFileSync(file, 'utf8')).map((line) => `${relative(REACT_SRC, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
