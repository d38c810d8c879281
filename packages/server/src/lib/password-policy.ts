import type { Config } from '../config/config-schema';
import { fail } from '../kernel/app-error';
import { passwordLength } from './passwords';

/** Rejects passwords outside the length policy (NIST 800-63B: length, not composition). */
export function assertPasswordPolicy(password: string, config: Pick<Config, 'passwordMinLength' | 'passwordMaxLength'>): void {
  const length = passwordLength(password);
  if (length < config.passwordMinLength)
    throw fail('password.too_short', `The password must be at least ${config.passwordMinLength} characters long`);
  if (length > config.passwordMaxLength)
    throw fail('password.too_long', `The password must be at most ${config.passwordMaxLength} characters long`);
}
