import { createPrivateKey } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createSealer } from '../../src/kernel/crypto';
import type { Database } from '../../src/storage/schema';
import { isSecretField } from './secret-fields';

/** What a server's storage says was generated during a run, for the secrets gate. */
export interface StorageSecrets {
  secrets: { kind: string; value: string }[];
  /** Every link mailed (the one place a link token may travel in a URL). */
  links: string[];
  /** The audit trail, one JSON line per row: a log that must hold no secret either. */
  auditLines: string[];
}

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * Reads every link token ever mailed (not only the mails a test happened to open), the private
 * signing keys (unsealed with the master key) and the audit rows from a server's database.
 */
export async function readStorageSecrets(db: Kysely<Database>, masterKey: string): Promise<StorageSecrets> {
  const out: StorageSecrets = { secrets: [{ kind: 'master-key', value: masterKey }], links: [], auditLines: [] };
  for (const mail of await db.selectFrom('mail_outbox').select(['text_body', 'html_body']).execute()) {
    for (const [link] of `${mail.text_body}\n${mail.html_body}`.replace(/&amp;/g, '&').matchAll(LINK)) {
      out.links.push(link);
      for (const [name, value] of new URL(link).searchParams) if (isSecretField(name)) out.secrets.push({ kind: 'link-token', value });
    }
  }
  const sealer = createSealer(masterKey, 'signing-keys');
  for (const row of await db.selectFrom('signing_keys').select('private_key').execute()) {
    const pem = sealer.open(row.private_key);
    // The second line of the PEM body is key-specific (the first is mostly the shared ASN.1 header).
    const line = pem.split('\n').filter((l) => l && !l.startsWith('-----'))[1];
    if (line) out.secrets.push({ kind: 'signing-key', value: line });
    const d = (createPrivateKey(pem).export({ format: 'jwk' }) as { d?: string }).d;
    if (d) out.secrets.push({ kind: 'signing-key', value: d });
  }
  for (const row of await db.selectFrom('audit_log').selectAll().execute()) out.auditLines.push(JSON.stringify(row));
  return out;
}
