import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, verify } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signOnThread, type SigningKey } from './signing-thread';

const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const ed = generateKeyPairSync('ed25519');
const keys: { signing: SigningKey; check(data: string, signature: Buffer): boolean }[] = [
  { signing: { kid: 'rsa', digest: 'sha256', key: rsa.privateKey }, check: (d, s) => verify('sha256', Buffer.from(d), rsa.publicKey, s) },
  {
    signing: { kid: 'ec', digest: 'sha256', key: { key: ec.privateKey, dsaEncoding: 'ieee-p1363' } },
    check: (d, s) => s.length === 64 && verify('sha256', Buffer.from(d), { key: ec.publicKey, dsaEncoding: 'ieee-p1363' }, s),
  },
  { signing: { kid: 'ed', digest: null, key: ed.privateKey }, check: (d, s) => verify(null, Buffer.from(d), ed.publicKey, s) },
];

describe('the signing thread', () => {
  it('signs many requests at once, with several keys, each with its own key', async () => {
    const asked = Array.from({ length: 90 }, (_, i) => ({ key: keys[i % 3]!, data: `header.payload-${i}` }));
    const signatures = await Promise.all(asked.map((a) => signOnThread(a.key.signing, a.data)));
    asked.forEach((a, i) => {
      const signature = Buffer.from(signatures[i]!, 'base64url');
      expect(a.key.check(a.data, signature)).toBe(true);
      // Another request's data does not verify under this signature.
      expect(a.key.check(`${a.data}x`, signature)).toBe(false);
    });
  });

  it('keeps a process alive until its pending signature is made, and no longer', () => {
    // A script with nothing else to wait for: it asks for a second signature once the thread has gone
    // idle after the first, prints it, then exits on its own.
    const module = fileURLToPath(new URL('./signing-thread.ts', import.meta.url));
    const script = `
      import { generateKeyPairSync } from 'node:crypto';
      const { signOnThread } = await import(${JSON.stringify(module)});
      const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const key = { kid: 'k', digest: 'sha256', key: privateKey };
      signOnThread(key, 'a.b').then(() => signOnThread(key, 'c.d')).then((s) => console.log('signed', s.length));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(out.trim()).toMatch(/^signed \d+$/);
  });
});
