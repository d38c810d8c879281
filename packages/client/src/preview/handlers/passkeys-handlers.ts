import { fail } from '../preview-error';
import { caller, type PreviewHandlers } from '../preview-handler';
import { signIn } from '../preview-sign-in';
import { creationOptions, requestOptions } from '../webauthn-options';

/**
 * Passkeys (spec 000 §4.1, wire-compat §2.12). Preview mode signs nothing: a passkey registered here is remembered by
 * its credential id, and signing in with that credential later finds its owner, so the browser's own ceremony works.
 */
export const passkeysHandlers: PreviewHandlers = {
  webauthnPrelogin: (_request, { state }) => ({ options: requestOptions(state) }),
  webauthnPostlogin: ({ body }, { state }) => {
    const user = state.users.find((u) => u.passkeys.some((p) => p.id === body.id)) ?? fail('webauthn.verification_failed');
    const passkey = user.passkeys.find((p) => p.id === body.id)!;
    passkey.lastUsedAt = new Date(state.now()).toISOString();
    // A passkey proves possession and the user's presence: multi-factor on its own (decision 0019).
    return signIn(state, user, ['hwk', 'user'], { multiFactor: true });
  },
  listWebauthnDevices: (_request, context) => ({ devices: caller(context).user.passkeys }),
  createWebauthnDevice: (_request, context) => {
    const { user } = caller(context);
    return {
      options: creationOptions(
        context.state,
        user,
        user.passkeys.map((p) => p.id),
      ),
    };
  },
  verifyWebauthnDevice: ({ body }, context) => {
    const { user } = caller(context);
    if (context.state.users.some((u) => u.passkeys.some((p) => p.id === body.id))) fail('webauthn.already_registered');
    const device = {
      id: body.id,
      deviceType:
        body.deviceType ?? (body.authenticatorAttachment === 'cross-platform' ? ('CrossPlatform' as const) : ('Platform' as const)),
      name: body.name ?? 'Passkey',
      createdAt: new Date(context.state.now()).toISOString(),
      lastUsedAt: null,
      backedUp: false,
      transports: body.response.transports ?? [],
    };
    user.passkeys.push(device);
    return { device };
  },
  deleteWebauthnDevice: ({ params }, context) => {
    const { user } = caller(context);
    if (!user.passkeys.some((p) => p.id === params.deviceId)) fail('webauthn.device_not_found');
    user.passkeys = user.passkeys.filter((p) => p.id !== params.deviceId);
    return {};
  },
};
