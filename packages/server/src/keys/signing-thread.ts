import type { KeyObject } from 'node:crypto';
import { Worker } from 'node:worker_threads';

/** A key as the signing thread uses it: its id, the digest (null for EdDSA) and node:crypto's key options. */
export interface SigningKey {
  kid: string;
  digest: string | null;
  key: KeyObject | { key: KeyObject; dsaEncoding: 'ieee-p1363' };
}

type Message =
  { type: 'key'; kid: string; digest: string | null; key: SigningKey['key'] } | { type: 'sign'; id: number; kid: string; data: string };
type Answer = { id: number; signature: string } | { id: number; error: string };

// Plain JavaScript, run as the thread's script: it must not depend on how the server's own
// TypeScript is loaded (tsx in development, compiled files in production). It answers each batch
// with one batch of base64url signatures.
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
  // No inherited flags: the script is CommonJS whatever the process runs with (--input-type, --import loaders).
  const worker = new Worker(threadSource, { eval: true, execArgv: [] });
  // Held only while signatures are pending: an idle thread must not keep a process alive.
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

/**
 * Signs `data` (a JWT's header and payload) on the process's one signing thread; resolves to the
 * base64url signature. The thread works through its queue without waiting for the event loop, and
 * the signatures asked for in one tick travel as one message each way. The thread pool did worse:
 * argon2 fills it during sign-ins, and as many signatures ran at once as there were threads, taking
 * the cores from the event loop (decision 0030).
 */
export function signOnThread(key: SigningKey, data: string): Promise<string> {
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
