import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import { checkCode, recoveryCodes, takePending } from '../preview-sign-in';
import { mfaDevicesOf } from '../preview-views';
import { creationOptions, requestOptions } from '../webauthn-options';
import { authenticatorEnrolment, maskPhone } from './mfa-login-handlers';

/** The pending step of a token, which must be the caller's; `code` (when given) must be right. The step is then spent. */
function ownStep(
  context: PreviewContext,
  token: string,
  kind: string,
  error: 'mfa.invalid_code' | 'mfa.webauthn_invalid_challenge',
  code?: string,
) {
  const step = takePending(context.state, token, [kind], error);
  if (step.userId !== caller(context).user.id) fail(error);
  if (code !== undefined) checkCode(code);
  context.state.pending.delete(token);
  return step;
}

function pend(context: PreviewContext, prefix: string, kind: string, fields: { phoneNumber?: string; deviceId?: string } = {}): string {
  const token = context.state.nextId(prefix);
  context.state.pending.set(token, { kind, userId: caller(context).user.id, ...fields });
  return token;
}

/** The signed-in user's second factors in the profile: list, add and remove (wire-compat §2.17, §3.21). */
export const mfaDevicesHandlers: PreviewHandlers = {
  listMfaDevices: (_request, context) => mfaDevicesOf(caller(context).user),
  // Several apps may be enrolled, as on the server (docs/mfa.md "Several devices"); each enrolment renews the codes.
  enrollAuthenticator: (_request, context) => authenticatorEnrolment(caller(context).user),
  verifyAuthenticatorEnrollment: ({ body }, context) => {
    const { user } = caller(context);
    checkCode(body.token);
    user.authenticators.push({ id: context.state.nextId('authenticator') });
    return recoveryCodes(context.state);
  },
  disableAuthenticator: ({ params, body }, context) => {
    const { user } = caller(context);
    if (!user.authenticators.some((a) => a.id === params.deviceId)) fail('mfa.device_not_found');
    checkCode(body.token);
    user.authenticators = user.authenticators.filter((a) => a.id !== params.deviceId);
    return {};
  },
  enrollSms: ({ body }, context) => {
    if (caller(context).user.mfaPhones.some((p) => p.phoneNumber === body.phoneNumber)) fail('mfa.phone_already_enrolled');
    return { otcToken: pend(context, 'otc', 'enrol-sms', { phoneNumber: body.phoneNumber }), phoneNumber: body.phoneNumber };
  },
  verifySmsEnrollment: ({ body }, context) => {
    const step = ownStep(context, body.otcToken, 'enrol-sms', 'mfa.invalid_code', body.code);
    caller(context).user.mfaPhones.push({ id: context.state.nextId('sms'), phoneNumber: step.phoneNumber! });
    return recoveryCodes(context.state);
  },
  disableSms: ({ params }, context) => {
    const phone = caller(context).user.mfaPhones.find((p) => p.id === params.deviceId) ?? fail('mfa.device_not_found');
    return { otcToken: pend(context, 'otc', 'disable-sms', { deviceId: phone.id }), phoneNumber: maskPhone(phone.phoneNumber) };
  },
  verifyDisableSms: ({ params, body }, context) => {
    const step = ownStep(context, body.otcToken, 'disable-sms', 'mfa.invalid_code', body.code);
    if (step.deviceId !== params.deviceId) fail('mfa.invalid_code');
    const { user } = caller(context);
    user.mfaPhones = user.mfaPhones.filter((p) => p.id !== params.deviceId);
    return {};
  },
  enrollWebauthn: (_request, context) => {
    const { user } = caller(context);
    return {
      webauthnToken: pend(context, 'webauthn', 'webauthn-create'),
      options: creationOptions(
        context.state,
        user,
        user.mfaKeys.map((k) => k.id),
      ),
    };
  },
  verifyWebauthnEnrollment: ({ body }, context) => {
    ownStep(context, body.webauthnToken, 'webauthn-create', 'mfa.webauthn_invalid_challenge');
    caller(context).user.mfaKeys.push({ id: body.options.id, deviceType: body.deviceType, name: body.name ?? 'Security key' });
    return recoveryCodes(context.state);
  },
  disableWebauthn: ({ params }, context) => {
    const key = caller(context).user.mfaKeys.find((k) => k.id === params.deviceId) ?? fail('mfa.device_not_found');
    return {
      webauthnToken: pend(context, 'webauthn', 'webauthn-remove', { deviceId: key.id }),
      options: requestOptions(context.state, [key.id]),
    };
  },
  verifyDisableWebauthn: ({ params, body }, context) => {
    const step = ownStep(context, body.webauthnToken, 'webauthn-remove', 'mfa.webauthn_invalid_challenge');
    if (step.deviceId !== params.deviceId) fail('mfa.webauthn_invalid_challenge');
    const { user } = caller(context);
    user.mfaKeys = user.mfaKeys.filter((k) => k.id !== params.deviceId);
    return {};
  },
};
