import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { importPKCS8 } from 'jose';

/** The key a signer signs with: its id (the `kid` header), its algorithm (RS256, ES256, EdDSA) and its PKCS#8 private key (PEM). */
export interface SignerKey {
  kid: string;
  alg: string;
  pkcs8: string;
}

/** Signs JWTs with one key. */
export interface TokenSigner {
  /** A compact JWS: the header `{ alg, typ: 'JWT', kid }` over the claims as JSON. */
  sign(claims: Record<string, unknown>): Promise<string>;
}

/**
 * A signer of the key, with jose (decision 0037): the private key is imported once as a non-extractable
 * CryptoKey of the key's algorithm, and each token is signed by jose's `CompactSign` on the process's signing
 * thread. The claims are serialized here (`JSON.stringify`, so a claim that cannot be serialized fails this
 * call alone); jose writes the header, encodes both and signs.
 */
export async function createTokenSigner(key: SignerKey): Promise<TokenSigner> {
  const privateKey = await importPKCS8(key.pkcs8, key.alg);
  return {
    async sign(claims) {
      return signOnThread({ kid: key.kid, alg: key.alg, key: privateKey }, JSON.stringify(claims));
    },
  };
}

interface ThreadKey {
  kid: string;
  alg: string;
  key: CryptoKey;
}

type Message = ({ type: 'key' } & ThreadKey) | { type: 'sign'; id: number; kid: string; claims: string };
type Answer = { id: number; token: string } | { id: number; error: string };

// Plain JavaScript, run as the thread's script: it must not depend on how the server's own TypeScript is
// loaded (tsx in development, compiled files in production). jose is imported from the file the server
// resolves. Each signature is asked of WebCrypto at once (Node runs it on libuv's pool); the tokens made
// in one turn of the thread's loop go back as one message.
const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.jose);
const keys = new Map();
const encoder = new TextEncoder();
let answers = [];
const answer = (a) => {
  if (answers.length === 0)
    setImmediate(() => {
      const batch = answers;
      answers = [];
      parentPort.postMessage(batch);
    });
  answers.push(a);
};
const failed = (id, e) => answer({ id, error: e instanceof Error ? e.message : String(e) });
parentPort.on('message', async (batch) => {
  let jose;
  try {
    jose = await loading;
  } catch (e) {
    for (const m of batch) if (m.type === 'sign') failed(m.id, e);
    return;
  }
  for (const m of batch) {
    if (m.type === 'key') {
      keys.set(m.kid, { header: { alg: m.alg, typ: 'JWT', kid: m.kid }, key: m.key });
      continue;
    }
    const k = keys.get(m.kid);
    if (!k) {
      failed(m.id, new Error('unknown signing key ' + m.kid));
      continue;
    }
    try {
      new jose.CompactSign(encoder.encode(m.claims))
        .setProtectedHeader(k.header)
        .sign(k.key)
        .then((token) => answer({ id: m.id, token }), (e) => failed(m.id, e));
    } catch (e) {
      failed(m.id, e);
    }
  }
});
`;

/** jose's entry point as this module resolves it, for the thread to import. */
const joseUrl = pathToFileURL(createRequire(import.meta.url).resolve('jose')).href;

interface Thread {
  worker: Worker;
  kids: Set<string>;
  pending: Map<number, { resolve(token: string): void; reject(error: Error): void }>;
  outbox: Message[];
}

let thread: Thread | undefined;
let nextId = 0;

/** The process's signing thread, started on first use; one that died is replaced on the next call. */
function signingThread(): Thread {
  if (thread) return thread;
  // No inherited flags: the script is CommonJS whatever the process runs with (--input-type, --import loaders).
  const worker = new Worker(threadSource, { eval: true, execArgv: [], workerData: { jose: joseUrl } });
  // Held only while tokens are pending: an idle thread must not keep a process alive.
  worker.unref();
  const current: Thread = { worker, kids: new Set(), pending: new Map(), outbox: [] };
  worker.on('message', (answers: Answer[]) => {
    for (const a of answers) {
      const waiting = current.pending.get(a.id);
      if (!waiting) continue;
      current.pending.delete(a.id);
      if ('token' in a) waiting.resolve(a.token);
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
 * Signs the claims (JSON) with the key on the process's one signing thread; resolves to the compact JWS. The
 * requests of one tick travel as one message (each key once per thread). jose signs only through WebCrypto,
 * whose signatures run on libuv's pool whichever thread asks; the thread keeps jose's own work (the header,
 * the encoding, WebCrypto's checks and the promises around it) off the event loop (decision 0037).
 */
function signOnThread(key: ThreadKey, claims: string): Promise<string> {
  const t = signingThread();
  if (t.outbox.length === 0) {
    queueMicrotask(() => {
      const batch = t.outbox;
      t.outbox = [];
      t.worker.postMessage(batch);
    });
  }
  if (!t.kids.has(key.kid)) {
    t.outbox.push({ type: 'key', ...key });
    t.kids.add(key.kid);
  }
  const id = nextId++;
  if (t.pending.size === 0) t.worker.ref();
  t.outbox.push({ type: 'sign', id, kid: key.kid, claims });
  return new Promise((resolve, reject) => t.pending.set(id, { resolve, reject }));
}
