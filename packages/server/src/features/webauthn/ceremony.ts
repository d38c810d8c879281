import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { RelyingParty } from './relying-party';

/** How long a browser may take to answer a ceremony; the server-side challenge lives as long. */
export const CEREMONY_TIMEOUT_MS = 5 * 60_000;

/** ES256, EdDSA, RS256: what platform authenticators and security keys create (WebAuthn L3 §5.8.5 advice). */
const ALGORITHMS = [-7, -8, -257];

/** A stored credential as the ceremonies need it. */
export interface StoredCredential {
  credentialId: string;
  publicKey: string; // base64url COSE key
  counter: number;
  transports: string[];
}

/** A verified new credential, ready to store. */
export interface NewCredential {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  multiDevice: boolean;
  backedUp: boolean;
  aaguid: string;
}

/**
 * The WebAuthn ceremonies with this product's rules, shared by passkey sign-in and WebAuthn second
 * factors: user verification always required, no attestation asked (decision 0019), origin and RP ID
 * checked against configuration, challenges issued and spent by the caller (server side, single use).
 */
export function createCeremonies(rp: RelyingParty) {
  // Challenges are base64url text; as bytes they reach the browser as that same text (no double encoding).
  const toBytes = (b64url: string) => new Uint8Array(Buffer.from(b64url, 'base64url'));
  return {
    rp,

    /** Creation options for a user; `discoverable` asks for a resident key (a passkey that can start a sign-in). */
    registrationOptions(input: {
      challenge: string;
      userHandle: string;
      userName: string;
      displayName: string;
      exclude: StoredCredential[];
      discoverable: boolean;
    }) {
      return generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userID: new TextEncoder().encode(input.userHandle),
        userName: input.userName,
        userDisplayName: input.displayName,
        challenge: toBytes(input.challenge),
        timeout: CEREMONY_TIMEOUT_MS,
        attestationType: 'none',
        excludeCredentials: input.exclude.map((c) => ({ id: c.credentialId, transports: c.transports })),
        authenticatorSelection: { residentKey: input.discoverable ? 'required' : 'preferred', userVerification: 'required' },
        supportedAlgorithmIDs: ALGORITHMS,
      });
    },

    /** Request options; an empty `allow` leaves the choice of passkey to the browser (discoverable sign-in). */
    authenticationOptions(input: { challenge: string; allow: StoredCredential[] }) {
      return generateAuthenticationOptions({
        rpID: rp.id,
        challenge: toBytes(input.challenge),
        timeout: CEREMONY_TIMEOUT_MS,
        userVerification: 'required',
        allowCredentials: input.allow.map((c) => ({ id: c.credentialId, transports: c.transports })),
      });
    },

    /** Verifies an attestation for `challenge`; undefined when it does not verify (never throws on bad input). */
    async verifyRegistration(response: RegistrationResponseJSON, challenge: string): Promise<NewCredential | undefined> {
      try {
        const r = await verifyRegistrationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: true,
          supportedAlgorithmIDs: ALGORITHMS,
        });
        if (!r.verified) return undefined;
        const { credential, credentialDeviceType, credentialBackedUp, aaguid } = r.registrationInfo;
        return {
          credentialId: credential.id,
          publicKey: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ?? response.response.transports ?? [],
          multiDevice: credentialDeviceType === 'multiDevice',
          backedUp: credentialBackedUp,
          aaguid,
        };
      } catch {
        return undefined;
      }
    },

    /**
     * Verifies an assertion by `stored` for `challenge`. The library refuses a signature counter that
     * does not grow unless both are 0 (WebAuthn L3 §6.1.1, a cloned authenticator); the caller still
     * stores the new counter with a conditional update so that racing requests cannot both pass.
     */
    async verifyAuthentication(response: AuthenticationResponseJSON, challenge: string, stored: StoredCredential) {
      try {
        const r = await verifyAuthenticationResponse({
          response,
          expectedChallenge: challenge,
          expectedOrigin: rp.origins,
          expectedRPID: rp.id,
          requireUserVerification: true,
          credential: {
            id: stored.credentialId,
            publicKey: toBytes(stored.publicKey),
            counter: stored.counter,
            transports: stored.transports,
          },
        });
        if (!r.verified) return undefined;
        return { newCounter: r.authenticationInfo.newCounter, backedUp: r.authenticationInfo.credentialBackedUp };
      } catch {
        return undefined;
      }
    },
  };
}

/** The WebAuthn ceremonies bound to one relying party. */
export type Ceremonies = ReturnType<typeof createCeremonies>;

/** The challenge a browser signed, read from the client data; undefined when it cannot be read. */
export function challengeOf(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 512 ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}
