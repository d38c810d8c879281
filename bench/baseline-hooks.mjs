// Module resolution hooks of the bench's baseline server (server-process.ts registers them when
// BENCH_SIGNER=baseline): the server's keys/token-signer.ts resolves to bench/baseline-signer.ts, the
// hand-written node:crypto signer as before jose. Everything else the server loads is the code under test.
const signer = '/packages/server/src/keys/token-signer.ts';
const baseline = new URL('./baseline-signer.ts', import.meta.url).href;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return new URL(resolved.url).pathname.endsWith(signer) ? { ...resolved, url: baseline } : resolved;
}
