import type { GatehouseClient } from '../gatehouse-client';
import { DONT_SHOW_PASSKEYS_PROMPT_KEY, PASSKEYS_LOGIN_METHOD, PREFERRED_LOGIN_METHOD_KEY, SHOW_PASSKEYS_FLAG } from './passkey-storage';
import { passkeysSupported } from './passkey-ceremonies';

/**
 * Whether to offer a passkey after a password sign-in: exactly the five conditions of spec 000
 * §4.1 step 8 (flag on, Passkeys strategy active, passkeys not the preferred method, no "don't show
 * again", no device yet), checked cheapest first. A browser without WebAuthn is never asked (it could
 * not answer). Any failure to find out means no prompt: the user is signed in either way.
 */
export async function shouldPromptPasskeys(client: GatehouseClient): Promise<boolean> {
  if (!client.isFeatureFlagOn(SHOW_PASSKEYS_FLAG)) return false;
  if (client.storage.getItem(PREFERRED_LOGIN_METHOD_KEY) === PASSKEYS_LOGIN_METHOD) return false;
  if (client.storage.getItem(DONT_SHOW_PASSKEYS_PROMPT_KEY) !== null) return false;
  if (!passkeysSupported()) return false;
  try {
    const [strategies, { devices }] = await Promise.all([client.api.publicAuthStrategies(), client.api.listWebauthnDevices()]);
    const active = strategies.secondaryAuthStrategies.some((s) => s.strategy === 'Passkeys' && s.isActive);
    return active && devices.length === 0;
  } catch {
    return false;
  }
}
