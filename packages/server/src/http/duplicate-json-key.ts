import { visit } from 'jsonc-parser';

/**
 * Whether a JSON text names a key twice in one object, at any depth (escapes decoded: `"a"` and `"\u0061"` are
 * the same key). RFC 8259 §4 leaves such text to the reader, and readers differ: `JSON.parse` keeps the last
 * value, others the first, so a proxy, a log or a WAF may read another body than the server does
 * (`{"password":"wrong","password":"right"}`). Call it on text `JSON.parse` accepted: it looks at keys only.
 * The scan is jsonc-parser's visitor (one pass, no tree); a text nested too deeply for it throws.
 */
export function hasDuplicateJsonKey(text: string): boolean {
  // Without an object there is no key; without a second key, no repeat (the common small bodies stop here).
  if (!text.includes('{') || !text.includes(',')) return false;
  const open: Set<string>[] = [];
  let repeated = false;
  visit(
    text,
    {
      onObjectBegin: () => {
        open.push(new Set());
      },
      onObjectProperty: (name) => {
        const keys = open[open.length - 1]!;
        if (keys.has(name)) repeated = true;
        else keys.add(name);
      },
      onObjectEnd: () => {
        open.pop();
      },
    },
    { disallowComments: true },
  );
  return repeated;
}
