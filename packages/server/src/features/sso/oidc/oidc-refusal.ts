/** Why the relying party refused a provider's answer (recorded on the failure event; never shown to the browser). */
export type OidcRefusalReason = 'state' | 'redirect_uri' | 'exchange' | 'id_token' | 'profile' | 'subject';

/** A provider's answer that cannot be trusted: the sign-in ends, whatever the detail. */
export class OidcRefusal extends Error {
  constructor(
    readonly reason: OidcRefusalReason,
    cause?: unknown,
  ) {
    super(`the provider's answer was refused (${reason})`, { cause });
    this.name = 'OidcRefusal';
  }
}
