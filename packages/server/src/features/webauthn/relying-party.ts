import type { Config } from '../../config/config-schema';

/** Who passkeys are created for and which pages may use them (WebAuthn L3 §5.1.4, §13.4.9). */
export interface RelyingParty {
  id: string;
  name: string;
  origins: string[];
}

/**
 * The relying party from configuration: the RP ID defaults to the host of the application that
 * embeds the login box (passkeys are bound to the site the user sees, not to this server's host),
 * the origins to every origin the product already trusts. Never taken from request headers.
 */
export function relyingPartyOf(
  config: Pick<Config, 'appUrl' | 'publicUrl' | 'allowedOrigins' | 'vendorName' | 'webauthnRpId' | 'webauthnRpName' | 'webauthnOrigins'>,
): RelyingParty {
  const origins = config.webauthnOrigins ?? [new URL(config.appUrl).origin, new URL(config.publicUrl).origin, ...config.allowedOrigins];
  return {
    id: config.webauthnRpId ?? new URL(config.appUrl).hostname,
    name: config.webauthnRpName ?? config.vendorName,
    origins: [...new Set(origins)],
  };
}
