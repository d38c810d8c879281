import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleCrashWorker } from './crash-bundle';
import { runCrashCycles } from './crash-cycles';
import { reportGate } from './gate-report';

// GATEHOUSE_CRASH_SEED replays a run's choices; GATEHOUSE_CRASH_CYCLES / _BOOT_CYCLES shorten it
// while debugging (the gate still demands 200); GATEHOUSE_CRASH_KEEP keeps the databases of a clean run.
const CYCLES = Number(process.env.GATEHOUSE_CRASH_CYCLES ?? 200);
const BOOT_CYCLES = Number(process.env.GATEHOUSE_CRASH_BOOT_CYCLES ?? 16);

// SQLite only: the gate kills the process that embeds the database. On PostgreSQL the database is
// another process that a killed server cannot corrupt; its durability is PostgreSQL's own.
describe.skipIf(process.env.GATEHOUSE_TEST_DB === 'postgres')('crash-consistency gate (SIGKILL during real writes)', () => {
  it(`survives ${CYCLES} kills with every acknowledged write in place`, async () => {
    const seed = Number(process.env.GATEHOUSE_CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const log = (line: string) => console.log(line);
    const started = Date.now();
    const workDir = mkdtempSync(join(tmpdir(), 'gatehouse-crash-'));
    log(
      `crash gate seed ${seed} (replay with GATEHOUSE_CRASH_SEED=${seed}; kill moments still depend on timing), databases under ${workDir}`,
    );
    const bundle = await bundleCrashWorker();
    const figures = await runCrashCycles({ bundle, workDir, seed, cycles: CYCLES, bootCycles: BOOT_CYCLES, lanes: 3, log }).finally(() =>
      rmSync(bundle, { force: true }),
    );
    log(
      `crash gate: ${figures.cycles} kills (${figures.bootCycles} during boot), ${figures.acknowledged} acknowledged ops ${JSON.stringify(figures.byKind)}, ` +
        `${figures.inFlight} ops in flight at the kills (${figures.inFlightCommitted} seen committed), ${figures.failures} failures, ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    reportGate('crash', {
      cycles: figures.cycles,
      bootCycles: figures.bootCycles,
      failures: figures.failures,
      acknowledged: figures.acknowledged,
      seed,
    });
    // Failed cycles keep their databases (paths logged above); a clean run leaves nothing behind unless asked.
    if (figures.failures === 0 && !process.env.GATEHOUSE_CRASH_KEEP) rmSync(workDir, { recursive: true, force: true });
    expect(figures.failures, `kept for inspection: ${figures.kept.join(', ')}`).toBe(0);
    expect(figures.cycles).toBeGreaterThanOrEqual(200);
  }, 600_000);
});
