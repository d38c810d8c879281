import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchUser } from './create-users';
import type { Argon2Params } from './measure-argon2';
import { measureLogins } from './measure-logins';

/** Sign-ins per second of the floor server (bench/floor-server.ts) under the bench's sign-in load. */
export async function measureLoginFloor(users: BenchUser[], params: Argon2Params, connections: number, seconds: number) {
  const child = fork(fileURLToPath(new URL('./floor-server.ts', import.meta.url)), [], {
    execArgv: process.execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, FLOOR_INPUT: JSON.stringify({ users, params }) },
  });
  try {
    const { port } = await new Promise<{ port: number }>((resolve, reject) => {
      child.once('message', resolve as never);
      child.once('exit', (code) => reject(new Error(`floor server exited with code ${code} before listening`)));
    });
    return await measureLogins(`http://127.0.0.1:${port}`, users, connections, seconds);
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    if (child.exitCode === null) child.send('stop');
    await exited;
  }
}
