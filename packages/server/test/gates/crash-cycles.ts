import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inFlightOf, modelViolations, openForCheck, reconcile, storageViolations } from './crash-invariants';
import { applyAck, applyBegin, emptyState, prng, type CrashOp, type CrashState } from './crash-model';
import { runCrashWorker, type KillPlan } from './crash-run-worker';

/** Figures of a run. */
export interface CrashFigures {
  cycles: number;
  /** Kills that landed before the server finished starting. */
  bootCycles: number;
  failures: number;
  acknowledged: number;
  /** Ops begun but not acknowledged at the kill, and how many of those are seen committed: kills land on both sides of commits. */
  inFlight: number;
  inFlightCommitted: number;
  /** Time spent reopening and checking, summed over cycles. */
  checkMs: number;
  /** Acknowledged ops by kind. */
  byKind: Record<string, number>;
  /** Databases kept for inspection, one per failed cycle. */
  kept: string[];
}

export interface CrashRunOptions {
  bundle: string;
  workDir: string;
  seed: number;
  /** Kill cycles on one database whose state accumulates. */
  cycles: number;
  /** Fresh databases killed while the server boots (migrations, seeding, key creation), each then restarted and checked. */
  bootCycles: number;
  lanes: number;
  log(line: string): void;
}

const KILL_MIN_MS = 20;
const KILL_MAX_MS = 400;
const EARLY_BOOT_MS = 40;

/** One database directory and the model of what it holds. */
interface Generation {
  dir: string;
  state: CrashState;
}

/**
 * Runs the crash cycles: spawn worker, SIGKILL it, fold its complete lines into the model,
 * reopen and check, reconcile the in-flight ops, repeat. A failed cycle keeps its database and
 * the run continues on a fresh one, so one bug does not hide behind its own aftermath.
 */
export async function runCrashCycles(options: CrashRunOptions): Promise<CrashFigures> {
  const random = prng(options.seed);
  const figures: CrashFigures = {
    cycles: 0,
    bootCycles: 0,
    failures: 0,
    acknowledged: 0,
    inFlight: 0,
    inFlightCommitted: 0,
    checkMs: 0,
    byKind: {},
    kept: [],
  };
  let generations = 0;
  const fresh = (): Generation => ({ dir: join(options.workDir, `db-${generations++}`), state: emptyState() });

  /** One kill; returns false when the cycle failed (its database is then kept and abandoned). */
  const cycle = async (gen: Generation, plan: KillPlan): Promise<{ ok: boolean; bootMs?: number }> => {
    const n = figures.cycles++;
    const seed = Math.floor(random() * 2 ** 31);
    const job = { dataDir: gen.dir, seed, cycle: n, lanes: options.lanes, state: gen.state };
    mkdirSync(gen.dir, { recursive: true });
    const run = await runCrashWorker(options.bundle, join(options.workDir, 'job.json'), job, plan);
    const begun = new Map<number, CrashOp>();
    const violations: string[] = [];
    for (const line of run.lines) {
      if (line.t === 'begin') {
        applyBegin(gen.state, line.op);
        begun.set(line.n, line.op);
      } else if (line.t === 'ack') {
        begun.delete(line.n);
        figures.acknowledged++;
        figures.byKind[line.op.kind] = (figures.byKind[line.op.kind] ?? 0) + 1;
        violations.push(...applyAck(gen.state, line.op, line.result));
      }
    }
    if (!run.killed || run.timedOut)
      violations.push(
        `worker ${run.timedOut ? 'made no progress' : `exited by itself (code ${run.exitCode})`}: ${run.stderr.slice(0, 2000)}`,
      );
    const inFlight = inFlightOf([...begun.values()]);
    const file = join(gen.dir, 'gatehouse.db');
    const booted = run.lines.some((l) => l.t === 'ready');
    if (!booted && plan.from === 'booting') figures.bootCycles++;
    if (!booted && !existsSync(file)) {
      // Killed before the database was created: nothing to check; the next start creates it.
    } else {
      const checkStart = performance.now();
      const db = openForCheck(file);
      try {
        violations.push(...storageViolations(db));
        // Killed mid-boot, the schema may legitimately be incomplete: the next start has to cope (next cycle).
        if (booted && violations.length === 0) violations.push(...modelViolations(db, gen.state, inFlight));
        if (booted && violations.length === 0) {
          figures.inFlight += begun.size;
          figures.inFlightCommitted += reconcile(db, gen.state, inFlight);
        }
      } finally {
        db.close();
        figures.checkMs += performance.now() - checkStart;
      }
    }
    if (violations.length === 0)
      return { ok: true, bootMs: run.readyAt !== undefined && run.bootingAt !== undefined ? run.readyAt - run.bootingAt : undefined };
    figures.failures++;
    figures.kept.push(gen.dir);
    const report = join(gen.dir, `crash-cycle-${n}.txt`);
    writeFileSync(
      report,
      [
        `seed ${options.seed} cycle ${n} worker seed ${seed} kill ${JSON.stringify(plan)}`,
        ...violations,
        '',
        'lines of this cycle:',
        ...run.lines.map((l) => JSON.stringify(l)),
      ].join('\n'),
    );
    const tail = run.lines
      .filter((l) => l.t === 'ack')
      .slice(-10)
      .map((l) => JSON.stringify(l));
    options.log(
      `crash cycle ${n} FAILED (seed ${options.seed}); database kept at ${gen.dir}, every line of the cycle in ${report}:\n  ${violations.slice(0, 10).join('\n  ')}` +
        `\n in flight at the kill: ${JSON.stringify([...begun.values()])}\n last acks:\n  ${tail.join('\n  ')}`,
    );
    return { ok: false };
  };

  // Boot cycles: a fresh database is killed somewhere inside its first start (the window is measured
  // on the first one, which is allowed to finish booting), then restarted, worked and killed again.
  let bootWindowMs = 0;
  for (let i = 0; i < options.bootCycles; i++) {
    const gen = fresh();
    if (bootWindowMs === 0) {
      const first = await cycle(gen, { from: 'firstAck', delayMs: KILL_MIN_MS });
      bootWindowMs = Math.max(20, (first.bootMs ?? 200) * 1.2);
      continue;
    }
    // Half the kills aim at the first 40 ms, where the schema is created and defaults are seeded
    // (RSA key generation takes most of the rest of a first start).
    const boot = await cycle(gen, { from: 'booting', delayMs: random() * (random() < 0.5 ? EARLY_BOOT_MS : bootWindowMs) });
    if (boot.ok) await cycle(gen, { from: 'firstAck', delayMs: KILL_MIN_MS + random() * (KILL_MAX_MS - KILL_MIN_MS) });
  }

  let gen = fresh();
  for (let i = 0; i < options.cycles; i++) {
    const { ok } = await cycle(gen, { from: 'firstAck', delayMs: KILL_MIN_MS + random() * (KILL_MAX_MS - KILL_MIN_MS) });
    if (!ok) gen = fresh();
    if ((i + 1) % 50 === 0)
      options.log(
        `crash: ${i + 1}/${options.cycles} cycles, ${figures.acknowledged} acks, ${figures.failures} failures, ${Object.keys(gen.state.accounts).length} accounts, check ${Math.round(figures.checkMs / figures.cycles)} ms/cycle`,
      );
  }
  return figures;
}
