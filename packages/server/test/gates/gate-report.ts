import { appendFileSync } from 'node:fs';

/** The security gates whose figures `npm test` prints after the suites (docs/security.md). */
export const GATES = ['inventory', 'matrix', 'fuzz', 'secrets', 'redirects', 'crash', 'brute-force'] as const;
export type GateName = (typeof GATES)[number];

/**
 * Records a gate's figures. `scripts/test.mjs` points GATEHOUSE_GATE_REPORT at a file, collects
 * one JSON line per report and prints them as the gate summary; outside it the figures are logged.
 */
export function reportGate(gate: GateName, figures: Record<string, number | string>): void {
  const line = JSON.stringify({ gate, db: process.env.GATEHOUSE_TEST_DB ?? 'sqlite', figures });
  const file = process.env.GATEHOUSE_GATE_REPORT;
  if (file) appendFileSync(file, `${line}\n`);
  else console.log(`gate ${line}`);
}
