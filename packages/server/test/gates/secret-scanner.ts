/** A secret recorded during the run: its kind (field name, `cookie`, `link-token`, `master-key`...) and value. */
export interface Secret {
  kind: string;
  value: string;
}

/** A secret found in a text: which one, and in which written form. */
export interface SecretHit {
  kind: string;
  form: string;
  secret: string;
}

/** Shorter values, and values of fewer distinct characters, would match ordinary text by chance. */
export const MIN_SECRET_LENGTH = 8;
const MIN_DISTINCT_CHARS = 4;
const BASE64URL = /^[A-Za-z0-9_-]{16,}$/;
const JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.([A-Za-z0-9_-]{16,})$/;

/** True when a value is long and varied enough to be searched for. */
export const isSearchable = (value: string): boolean => value.length >= MIN_SECRET_LENGTH && new Set(value).size >= MIN_DISTINCT_CHARS;

/**
 * The ways a secret can be written into a log line or a URL: as is, percent-encoded (both URL
 * and form encoding), JSON-escaped, and for opaque base64url tokens their bytes in hex and in
 * standard base64. A JWT is identified by its signature: without it the token is not a credential,
 * and its header and claims are shared with other tokens or are public.
 */
export function writtenForms(value: string): string[] {
  const jwt = JWT.exec(value);
  const core = jwt ? jwt[1]! : value;
  const forms = new Set([
    core,
    encodeURIComponent(core),
    new URLSearchParams({ v: core }).toString().slice(2),
    JSON.stringify(core).slice(1, -1),
  ]);
  if (BASE64URL.test(core)) {
    const bytes = Buffer.from(core, 'base64url');
    forms.add(bytes.toString('hex'));
    forms.add(bytes.toString('base64').replace(/=+$/, ''));
  }
  return [...forms].filter(isSearchable);
}

/**
 * Finds any of many secrets in texts in one pass per text: forms are indexed by their first
 * MIN_SECRET_LENGTH characters, so the cost is one map lookup per character, not one search per secret.
 */
export function createSecretScanner(secrets: Iterable<Secret>) {
  const byPrefix = new Map<string, { form: string; kind: string; secret: string }[]>();
  const distinct = new Set<string>();
  for (const { kind, value } of secrets) {
    if (!isSearchable(value) || distinct.has(value)) continue;
    distinct.add(value);
    for (const form of writtenForms(value)) {
      const key = form.slice(0, MIN_SECRET_LENGTH);
      const list = byPrefix.get(key) ?? [];
      list.push({ form, kind, secret: value });
      byPrefix.set(key, list);
    }
  }
  return {
    /** Distinct secrets searched for. */
    size: distinct.size,
    scan(text: string): SecretHit[] {
      const hits: SecretHit[] = [];
      for (let i = 0; i + MIN_SECRET_LENGTH <= text.length; i += 1) {
        const candidates = byPrefix.get(text.slice(i, i + MIN_SECRET_LENGTH));
        if (!candidates) continue;
        for (const c of candidates) if (text.startsWith(c.form, i)) hits.push({ kind: c.kind, form: c.form, secret: c.secret });
      }
      return hits;
    },
  };
}
