import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot read).
const ARGON2ID = 2;

/** argon2id parameters, as the server's config names them. */
export interface Argon2Params {
  argon2MemoryKib: number;
  argon2Iterations: number;
  argon2Parallelism: number;
}

/** Verifications per second of `@node-rs/argon2` verify with `concurrency` calls in flight. */
export async function measureArgon2(params: Argon2Params, concurrency: number, seconds: number) {
  const password = 'bench passphrase number 0 for gatehouse';
  const stored = await hash(password, {
    algorithm: ARGON2ID,
    memoryCost: params.argon2MemoryKib,
    timeCost: params.argon2Iterations,
    parallelism: params.argon2Parallelism,
  });
  let verifications = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      if (!(await verify(stored, password))) throw new Error('argon2 verify returned false for the right password');
      verifications++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - start) / 1000;
  return { verifications, seconds: elapsed, perSecond: verifications / elapsed };
}
