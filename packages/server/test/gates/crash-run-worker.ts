import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { CrashLine, CrashState } from './crash-model';

/** When to send SIGKILL: a delay after the worker starts booting or after its first acknowledgement. */
export interface KillPlan {
  from: 'booting' | 'firstAck';
  delayMs: number;
}

/** What one worker process left behind. */
export interface WorkerRun {
  /** Complete lines only: a line cut by the kill was never acknowledged. */
  lines: CrashLine[];
  killed: boolean;
  /** The worker was still running at the safety limit (no acknowledgement to arm the kill). */
  timedOut: boolean;
  exitCode: number | null;
  stderr: string;
  /** ms from spawn to the `booting` and `ready` lines (calibration of the boot window). */
  bootingAt?: number;
  readyAt?: number;
}

const SAFETY_MS = 20_000;

/** Runs the bundled worker on a job and kills it with SIGKILL as planned; resolves once its pipes are drained. */
export function runCrashWorker(
  bundle: string,
  jobFile: string,
  job: { dataDir: string; seed: number; cycle: number; lanes: number; state: CrashState },
  plan: KillPlan,
): Promise<WorkerRun> {
  writeFileSync(jobFile, JSON.stringify(job));
  const started = performance.now();
  const child = spawn(process.execPath, [bundle, jobFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  const run: WorkerRun = { lines: [], killed: false, timedOut: false, exitCode: null, stderr: '' };
  let pending = '';
  let armed = false;
  const kill = () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    run.killed = child.kill('SIGKILL');
  };
  const arm = () => {
    if (armed) return;
    armed = true;
    setTimeout(kill, plan.delayMs);
  };
  const safety = setTimeout(() => {
    run.timedOut = true;
    kill();
  }, SAFETY_MS);
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    pending += chunk;
    let nl: number;
    while ((nl = pending.indexOf('\n')) >= 0) {
      const line = JSON.parse(pending.slice(0, nl)) as CrashLine;
      pending = pending.slice(nl + 1);
      run.lines.push(line);
      if (line.t === 'booting') {
        run.bootingAt = performance.now() - started;
        if (plan.from === 'booting') arm();
      }
      if (line.t === 'ready') run.readyAt = performance.now() - started;
      if (line.t === 'ack' && plan.from === 'firstAck') arm();
    }
  });
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    run.stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    // 'close' fires after exit and after both pipes reached end-of-file: every written line is in.
    child.on('close', (code) => {
      clearTimeout(safety);
      run.exitCode = code;
      resolve(run);
    });
  });
}
