// The bench's baseline for token signing: the hand-written node:crypto signer, as before jose (the server's
// keys/key-store.ts and keys/signing-thread.ts up to commit 5866e01). It builds the JOSE header and the
// payload by hand, base64url-encodes them and signs with node:crypto's `sign` on one worker thread of its
// own (decision 0030). It has the interface of the server's keys/token-signer.ts, so that the bench can
// measure it next to jose's signer in one process (measure-tokens.ts) and run the whole server with it
// (baseline-hooks.mjs). Nothing outside bench/ uses it.
import { createPrivateKey, type KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import type { SignerKey, TokenSigner } from '../packages/server/src/keys/token-signer';

/** What the bench prints for this signer. */
export const BASELINE_SIGNER = 'hand-written node:crypto signer, as before jose';

// Read by the bench's server process, which reports the signer it runs with.
(globalThis as { gatehouseBenchSigner?: string }).gatehouseBenchSigner = BASELINE_SIGNER;

/** A key as the signing thread uses it: its id, the digest (null for EdDSA) and node:crypto's key options. */
interface SigningKey {
  kid: string;
  digest: string | null;
  key: KeyObject | { key: KeyObject; dsaEncoding: 'ieee-p1363' };
}

/** The same signature as the server's createTokenSigner. */
export async function createTokenSigner(key: SignerKey): Promise<TokenSigner> {
  const privateKey = createPrivateKey(key.pkcs8);
  const header = Buffer.from(JSON.stringify({ alg: key.alg, typ: 'JWT', kid: key.kid })).toString('base64url');
  const signingKey: SigningKey = {
    kid: key.kid,
    digest: key.alg === 'EdDSA' ? null : 'sha256',
    key: key.alg === 'ES256' ? { key: privateKey, dsaEncoding: 'ieee-p1363' } : privateKey,
  };
  return {
    async sign(claims) {
      const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${await signOnThread(signingKey, body)}`;
    },
  };
}

type Message =
  { type: 'key'; kid: string; digest: string | null; key: SigningKey['key'] } | { type: 'sign'; id: number; kid: string; data: string };
type Answer = { id: number; signature: string } | { id: number; error: string };

// Plain JavaScript, run as the thread's script. It answers each batch with one batch of base64url signatures.
const threadSource = `
const { parentPort } = require('node:worker_threads');
const { sign } = require('node:crypto');
const keys = new Map();
parentPort.on('message', (batch) => {
  const answers = [];
  for (const m of batch) {
    if (m.type === 'key') {
      keys.set(m.kid, m);
      continue;
    }
    try {
      const k = keys.get(m.kid);
      if (!k) throw new Error('unknown signing key ' + m.kid);
      answers.push({ id: m.id, signature: sign(k.digest, Buffer.from(m.data), k.key).toString('base64url') });
    } catch (e) {
      answers.push({ id: m.id, error: e instanceof Error ? e.message : String(e) });
    }
  }
  if (answers.length > 0) parentPort.postMessage(answers);
});
`;

interface Thread {
  worker: Worker;
  kids: Set<string>;
  pending: Map<number, { resolve(signature: string): void; reject(error: Error): void }>;
  outbox: Message[];
}

let thread: Thread | undefined;
let nextId = 0;

/** The process's signing thread, started on first use; one that died is replaced on the next call. */
function signingThread(): Thread {
  if (thread) return thread;
  const worker = new Worker(threadSource, { eval: true, execArgv: [] });
  worker.unref();
  const current: Thread = { worker, kids: new Set(), pending: new Map(), outbox: [] };
  worker.on('message', (answers: Answer[]) => {
    for (const a of answers) {
      const waiting = current.pending.get(a.id);
      if (!waiting) continue;
      current.pending.delete(a.id);
      if ('signature' in a) waiting.resolve(a.signature);
      else waiting.reject(new Error(a.error));
    }
    if (current.pending.size === 0) worker.unref();
  });
  const fail = (error: Error) => {
    if (thread === current) thread = undefined;
    for (const waiting of current.pending.values()) waiting.reject(error);
    current.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the signing thread stopped (exit code ${code})`)));
  thread = current;
  return current;
}

/** Signs `data` (a JWT's header and payload) on the signing thread; the requests of one tick travel as one message. */
function signOnThread(key: SigningKey, data: string): Promise<string> {
  const t = signingThread();
  if (t.outbox.length === 0) {
    queueMicrotask(() => {
      const batch = t.outbox;
      t.outbox = [];
      t.worker.postMessage(batch);
    });
  }
  if (!t.kids.has(key.kid)) {
    t.outbox.push({ type: 'key', kid: key.kid, digest: key.digest, key: key.key });
    t.kids.add(key.kid);
  }
  const id = nextId++;
  if (t.pending.size === 0) t.worker.ref();
  t.outbox.push({ type: 'sign', id, kid: key.kid, data });
  return new Promise((resolve, reject) => t.pending.set(id, { resolve, reject }));
}
