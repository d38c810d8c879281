import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A software FIDO2 authenticator for tests: ES256 keys from node:crypto, "none" attestation in
 * CBOR, assertions signed over authenticatorData ‖ SHA-256(clientDataJSON) as WebAuthn L3 §6.3.3
 * and §7 describe. It answers with the JSON a browser's PublicKeyCredential.toJSON() gives, and
 * lets a test choose what a real one would not (another origin or RP ID, a counter that goes back).
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor>;

/** Minimal canonical CBOR (RFC 8949 §3): integers, byte and text strings, arrays, maps. */
export function cbor(value: Cbor): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
    if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/** A credential held by the soft authenticator. */
export interface SoftCredential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string; // base64url, as the options gave it
  rpId: string;
  counter: number;
}

/** What a test may change in one ceremony. */
export interface CeremonyTweaks {
  origin?: string;
  rpId?: string;
  /** The signature counter to report (default: the previous one plus one). */
  counter?: number;
  /** Report user verification (default true). */
  userVerified?: boolean;
  /** Leave the user handle out of an assertion (a non-discoverable answer). */
  omitUserHandle?: boolean;
}

/** The flags byte of authenticator data (WebAuthn L3 §6.1): UP, UV, BE, BS, AT. */
const flagsOf = (uv: boolean, attested: boolean) => 0x01 | (uv ? 0x04 : 0) | 0x08 | 0x10 | (attested ? 0x40 : 0);

const clientData = (type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');

/** A platform authenticator with discoverable credentials and user verification. */
export function createSoftAuthenticator(defaultOrigin: string) {
  const credentials: SoftCredential[] = [];
  return {
    credentials,

    /** Answers creation options (`navigator.credentials.create`). */
    create(options: { challenge: string; rp: { id?: string }; user: { id: string } }, tweaks: CeremonyTweaks = {}) {
      const rpId = tweaks.rpId ?? options.rp.id ?? new URL(tweaks.origin ?? defaultOrigin).hostname;
      const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
      const jwk = publicKey.export({ format: 'jwk' });
      const id = randomBytes(32);
      // COSE_Key of an EC2 P-256 key for ES256 (RFC 9053 §7.1.1): kty 2, alg -7, crv 1, x, y.
      const coseKey = cbor(
        new Map<Cbor, Cbor>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const counter = tweaks.counter ?? 0;
      const counterBytes = Buffer.alloc(4);
      counterBytes.writeUInt32BE(counter);
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([flagsOf(tweaks.userVerified ?? true, true)]),
        counterBytes,
        Buffer.alloc(16),
        idLength,
        id,
        coseKey,
      ]);
      const attestationObject = cbor(
        new Map<Cbor, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      const credential: SoftCredential = { id, privateKey, userHandle: options.user.id, rpId, counter };
      credentials.push(credential);
      return {
        credential,
        json: {
          id: b64url(id),
          rawId: b64url(id),
          type: 'public-key' as const,
          authenticatorAttachment: 'platform' as const,
          clientExtensionResults: {},
          response: {
            clientDataJSON: b64url(clientData('webauthn.create', options.challenge, tweaks.origin ?? defaultOrigin)),
            attestationObject: b64url(attestationObject),
            transports: ['internal', 'hybrid'],
          },
        },
      };
    },

    /** Answers request options (`navigator.credentials.get`) with `credential` (default: the newest). */
    get(
      options: { challenge: string; rpId?: string },
      credential: SoftCredential | undefined = credentials.at(-1),
      tweaks: CeremonyTweaks = {},
    ) {
      if (!credential) throw new Error('the soft authenticator holds no credential');
      const rpId = tweaks.rpId ?? options.rpId ?? credential.rpId;
      credential.counter = tweaks.counter ?? credential.counter + 1;
      const counterBytes = Buffer.alloc(4);
      counterBytes.writeUInt32BE(credential.counter);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([flagsOf(tweaks.userVerified ?? true, false)]), counterBytes]);
      const data = clientData('webauthn.get', options.challenge, tweaks.origin ?? defaultOrigin);
      // ES256 signatures are DER-encoded ECDSA (WebAuthn L3 §6.5.6), node:crypto's default for EC keys.
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), credential.privateKey);
      return {
        id: b64url(credential.id),
        rawId: b64url(credential.id),
        type: 'public-key' as const,
        authenticatorAttachment: 'platform' as const,
        clientExtensionResults: {},
        response: {
          clientDataJSON: b64url(data),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(tweaks.omitUserHandle ? {} : { userHandle: credential.userHandle }),
        },
      };
    },
  };
}
