import type { GatehouseClient } from '../gatehouse-client';

/** What a new password must be, as the server's password policy states it (wire-compat §2.9). */
export interface PasswordRule {
  /** The fewest characters a new password may have. */
  minLength: number;
  /** The most characters a new password may have. */
  maxLength: number;
}

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;

/**
 * The password rule of the server (of the user an activation or reset link names, when given), for the forms that
 * set a password to state before their first submit; null when it cannot be read: the server still checks, and the
 * form then shows only what it can say without it.
 */
export async function loadPasswordRule(client: GatehouseClient, userId?: string | null): Promise<PasswordRule | null> {
  try {
    const policy = await client.api.passwordConfig({ query: userId ? { userId } : {} });
    const minLength = positive(policy.minLength);
    if (minLength === undefined) return null;
    return { minLength, maxLength: Math.max(minLength, positive(policy.maxLength) ?? Number.MAX_SAFE_INTEGER) };
  } catch (error) {
    console.warn('Gatehouse: could not load the password rule.', error);
    return null;
  }
}
