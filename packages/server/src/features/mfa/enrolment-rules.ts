import { newRecoveryCode, RECOVERY_CODE_COUNT } from './recovery-codes';

/** Lifetime of an enrolment waiting for its first code. */
export const ENROLMENT_TTL_MS = 10 * 60_000;

/** Whether an enrolment started at `createdAt` may still be finished at `now`. */
export const enrolmentLive = (createdAt: string, now: number) => Date.parse(createdAt) + ENROLMENT_TTL_MS > now;

/** A new set of recovery codes (shown once; the enrolment's transaction stores their hashes). */
export const freshRecoveryCodes = () => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
