import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';

/** What the numbers depend on: the machine and the runtime of this run. */
export function machineFacts() {
  const cores = cpus();
  return {
    date: new Date().toISOString(),
    cores: cores.length,
    cpuModel: cores[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    os: `${osType()} ${release()}`,
    /** Other work on the machine skews every figure; the 1-minute load average shows how much. */
    loadAverageAtStart: Math.round(loadavg()[0]! * 100) / 100,
  };
}

/** The machine facts type. */
export type MachineFacts = ReturnType<typeof machineFacts>;
