import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty, loginResponse } from './entities';
import { emailField, tokenField } from './fields';

const AUTH = '/identity/resources/auth/v1';
const DEVICES = '/identity/resources/users/webauthn/v1/devices';

/** Base64url text as WebAuthn JSON carries it (no padding); bounded so no field can be huge. */
const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'must be base64url' });

/** How a passkey is attached: built into the device or a separate key (wire-compat App. B `WebAuthnDeviceType`). */
export const webauthnDeviceTypes = ['Platform', 'CrossPlatform'] as const;
/** A passkey's attachment kind. */
export type WebAuthnDeviceType = (typeof webauthnDeviceTypes)[number];

/** Transports an authenticator can be reached over (WebAuthn L3 §5.8.4); unknown hints are dropped by browsers too. */
const transport = z.string().min(1).max(32);

/** Fields of a PublicKeyCredential serialised by the browser (`toJSON()`), common to both ceremonies. */
const credentialBase = {
  id: b64url(1366),
  rawId: b64url(1366).optional(),
  type: z.literal('public-key').optional(),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).nullish(),
  clientExtensionResults: z.record(z.string(), z.unknown()).optional(),
};

/** A credential named in options (WebAuthn `PublicKeyCredentialDescriptorJSON`). */
const credentialDescriptor = z.object({ type: z.string(), id: z.string(), transports: z.array(z.string()).optional() });

/** Options to sign in with a passkey (WebAuthn `PublicKeyCredentialRequestOptionsJSON`, wire-compat §1.12). */
export const webauthnRequestOptions = z
  .object({
    challenge: z.string(),
    allowCredentials: z.array(credentialDescriptor).optional(),
    timeout: z.number().optional(),
    rpId: z.string().optional(),
    userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
  })
  .meta({ id: 'WebAuthnRequestOptions' });

/** Options to create a passkey (WebAuthn `PublicKeyCredentialCreationOptionsJSON`, wire-compat §1.12). */
export const webauthnCreationOptions = z
  .object({
    rp: z.object({ name: z.string(), id: z.string().optional() }),
    user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
    challenge: z.string(),
    pubKeyCredParams: z.array(z.object({ type: z.string(), alg: z.number() })),
    timeout: z.number().optional(),
    excludeCredentials: z.array(credentialDescriptor).optional(),
    authenticatorSelection: z
      .object({
        authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
        residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
        requireResidentKey: z.boolean().optional(),
        userVerification: z.enum(['required', 'preferred', 'discouraged']).optional(),
      })
      .optional(),
    attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
    hints: z.array(z.string()).optional(),
    extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  })
  .meta({ id: 'WebAuthnCreationOptions' });

/** An assertion (`navigator.credentials.get` answer) as JSON. */
export const webauthnAssertion = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(4096),
    signature: b64url(1024),
    userHandle: b64url(128).nullish(),
  }),
});

/** An attestation (`navigator.credentials.create` answer) as JSON. */
export const webauthnAttestation = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16_384),
    transports: z.array(transport).max(8).optional(),
    authenticatorData: b64url(8192).optional(),
    publicKey: b64url(4096).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
  }),
});

/** A registered passkey as its owner sees it (wire-compat §2.12: id, deviceType, createdAt; the rest is ours). */
export const webauthnDevice = z
  .object({
    id: z.string(),
    deviceType: z.enum(webauthnDeviceTypes),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
    backedUp: z.boolean().meta({ description: 'the key is synced to other devices (a multi-device passkey)' }),
    transports: z.array(z.string()),
  })
  .meta({ id: 'WebAuthnDevice' });
/** A registered passkey. */
export type WebAuthnDevice = z.infer<typeof webauthnDevice>;

/** Passkey sign-in, first step: a single-use challenge; with `email`, only that user's passkeys will pass (wire-compat §2.12). */
export const webauthnPrelogin = endpoint({
  id: 'webauthnPrelogin',
  method: 'post',
  path: `${AUTH}/webauthn/prelogin`,
  access: { kind: 'public' },
  summary: 'Start a passkey sign-in: a single-use challenge for a discoverable credential',
  tags: ['auth', 'webauthn'],
  body: z
    .object({ email: emailField.optional(), userId: z.string().min(1).max(128).optional(), recaptchaToken: tokenField.optional() })
    .optional(),
  response: z.object({ options: webauthnRequestOptions }).meta({ id: 'WebAuthnPrelogin' }),
});

/** Passkey sign-in, second step: the assertion; answers a session like password login (wire-compat §2.12). */
export const webauthnPostlogin = endpoint({
  id: 'webauthnPostlogin',
  method: 'post',
  path: `${AUTH}/webauthn/postlogin`,
  access: { kind: 'public' },
  summary: 'Finish a passkey sign-in with the signed challenge',
  tags: ['auth', 'webauthn'],
  body: webauthnAssertion.extend({ recaptchaToken: tokenField.optional(), invitationToken: tokenField.optional() }),
  response: loginResponse,
});

/** The signed-in user's passkeys (wire-compat §2.12, §3.21). */
export const listWebauthnDevices = endpoint({
  id: 'listWebauthnDevices',
  method: 'get',
  path: DEVICES,
  access: { kind: 'user' },
  summary: "The signed-in user's passkeys",
  tags: ['users', 'webauthn'],
  response: z.object({ devices: z.array(webauthnDevice) }).meta({ id: 'WebAuthnDevices' }),
});

/** Start registering a passkey for the signed-in user: creation options with a single-use challenge (wire-compat §2.12). */
export const createWebauthnDevice = endpoint({
  id: 'createWebauthnDevice',
  method: 'post',
  path: DEVICES,
  access: { kind: 'user' },
  summary: 'Start registering a passkey: creation options with a single-use challenge',
  tags: ['users', 'webauthn'],
  body: z.object({}).optional(),
  response: z.object({ options: webauthnCreationOptions }).meta({ id: 'WebAuthnRegistration' }),
});

/** Finish registering a passkey with the authenticator's attestation (wire-compat §2.12). */
export const verifyWebauthnDevice = endpoint({
  id: 'verifyWebauthnDevice',
  method: 'post',
  path: `${DEVICES}/verify`,
  access: { kind: 'user' },
  summary: 'Finish registering a passkey with the attestation from the browser',
  tags: ['users', 'webauthn'],
  body: webauthnAttestation.extend({
    deviceType: z.enum(webauthnDeviceTypes).optional(),
    name: z.string().trim().min(1).max(100).optional(),
  }),
  response: z.object({ device: webauthnDevice }).meta({ id: 'WebAuthnDeviceCreated' }),
});

/** Remove one of the signed-in user's passkeys (wire-compat §2.12). */
export const deleteWebauthnDevice = endpoint({
  id: 'deleteWebauthnDevice',
  method: 'delete',
  path: `${DEVICES}/{deviceId}`,
  access: { kind: 'user' },
  summary: 'Remove one of your passkeys',
  tags: ['users', 'webauthn'],
  params: z.object({ deviceId: z.string().min(1).max(128) }),
  response: empty,
});
