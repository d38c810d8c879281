import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// libxml2 (compiled to JavaScript by node-xmllint) with the SAML 2.0 schemas as @authenio/samlify-node-xmllint ships
// them, on a thread of its own: a validation runs synchronously, and libxml2's first run takes seconds while the
// engine optimises it — off the event loop, and paid when the thread starts rather than in someone's first sign-in.
// Called directly rather than through that package's `validate`, which prints libxml2's messages (which quote an
// attacker's document) to stderr: here they come back as values.

const require = createRequire(import.meta.url);
const modules = {
  xmllint: require.resolve('node-xmllint'),
  schemas: require.resolve('@authenio/samlify-node-xmllint/build/schemas/saml-schema-protocol-2.0.xsd').replace(/[^/\\]+$/, ''),
};

const threadSource = `
const { parentPort, workerData } = require('node:worker_threads');
// node-xmllint's compiled libxml2 writes a line to stdout on each run: kept out of the server's output.
process.stdout.write = () => true;
const xmllint = require(workerData.xmllint);
const schema = (name) => require(workerData.schemas + name).default;
// libxml2 runs in a virtual file system: each schema's imports name the files it is given as, in this order.
const assertion = schema('saml-schema-assertion-2.0.xsd').replace('xmldsig-core-schema.xsd', 'file_1.xsd').replace('xenc-schema.xsd', 'file_2.xsd');
const dsig = schema('xmldsig-core-schema.xsd');
const xenc = schema('xenc-schema.xsd').replace('xmldsig-core-schema.xsd', 'file_1.xsd');
const protocol = schema('saml-schema-protocol-2.0.xsd').replace('saml-schema-assertion-2.0.xsd', 'file_0.xsd').replace('xmldsig-core-schema.xsd', 'file_1.xsd');
const schemas = [assertion, dsig, xenc, protocol];
const errorsOf = (xml) => xmllint.validateXML({ xml, schema: schemas }).errors || [];
errorsOf('<warm-up/>');
parentPort.on('message', (m) => {
  let errors;
  try {
    errors = errorsOf(m.xml);
  } catch (e) {
    errors = ['validator failed: ' + (e && e.message)];
  }
  parentPort.postMessage({ id: m.id, errors });
});
`;

interface Thread {
  worker: Worker;
  pending: Map<number, (errors: string[]) => void>;
}
let thread: Thread | undefined;
let nextId = 0;

/** The process's schema thread, started on first use (or by `warmSchemaValidator`); one that died is replaced. */
function schemaThread(): Thread {
  if (thread) return thread;
  // No inherited flags: the script is CommonJS whatever the process runs with (--input-type, --import loaders).
  const worker = new Worker(threadSource, { eval: true, execArgv: [], workerData: modules });
  worker.unref();
  const current: Thread = { worker, pending: new Map() };
  worker.on('message', (m: { id: number; errors: string[] }) => {
    current.pending.get(m.id)?.(m.errors);
    current.pending.delete(m.id);
    if (current.pending.size === 0) worker.unref();
  });
  const fail = (error: Error) => {
    if (thread === current) thread = undefined;
    // A validator that cannot answer refuses: every waiting document counts as invalid.
    for (const answer of current.pending.values()) answer([`validator unavailable: ${error.message}`]);
    current.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  thread = current;
  return current;
}

/** libxml2's complaints about `xml` against the SAML 2.0 protocol schema; empty when it is valid. */
export function schemaErrors(xml: string): Promise<string[]> {
  const t = schemaThread();
  const id = nextId++;
  return new Promise((resolve) => {
    t.pending.set(id, resolve);
    t.worker.ref();
    t.worker.postMessage({ id, xml });
  });
}

/** Starts the schema thread now, so its first, slow run is over before a sign-in needs it; resolves once it is. */
export async function warmSchemaValidator(): Promise<void> {
  await schemaErrors('<warm-up/>');
}
