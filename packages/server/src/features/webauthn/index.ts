// The WebAuthn feature's public entry: passkeys (service and routes), and the ceremonies, challenges and relying
// party that security keys as a second factor reuse.
export { createWebAuthnService, type WebAuthnService } from './webauthn.service';
export { webauthnRoutes } from './webauthn.routes';
export { CEREMONY_TIMEOUT_MS, challengeOf, createCeremonies, type Ceremonies, type NewCredential, type StoredCredential } from './ceremony';
export { issueChallenge, liveChallenge, spendChallenge, type ChallengePurpose } from './challenges.store';
export { relyingPartyOf, type RelyingParty } from './relying-party';
