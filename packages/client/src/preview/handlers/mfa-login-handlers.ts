import { PREVIEW_AUTHENTICATOR_SECRET } from '@gatehouse/fixtures';
import { fail } from '../preview-error';
import { caller, type PreviewHandlers } from '../preview-handler';
import { checkCode, finishSecondFactor, pendingUser, recoveryCodes, secondFactorDemand, takePending } from '../preview-sign-in';
import type { PreviewState, PreviewUser } from '../preview-state';
import { mfaEnrolled, userByEmail } from '../preview-views';
import { creationOptions, PREVIEW_QR_CODE, requestOptions } from '../webauthn-options';

/** What an authenticator app is enrolled with: the placeholder QR code, the key URI and the preview key. */
export function authenticatorEnrolment(user: PreviewUser) {
  const label = encodeURIComponent(`Gatehouse preview:${user.email}`);
  return {
    qrCode: PREVIEW_QR_CODE,
    otpauthUri: `otpauth://totp/${label}?secret=${PREVIEW_AUTHENTICATOR_SECRET}&issuer=Gatehouse%20preview`,
    secret: PREVIEW_AUTHENTICATOR_SECRET,
  };
}

/** A phone number with all but its last four digits hidden, as sign-in shows where a code went. */
export const maskPhone = (phoneNumber: string) => phoneNumber.replace(/\d(?=\d{4})/g, '*');

/** A code sent for a pending step: the handle to send back with it. */
function sendCode(state: PreviewState, kind: string, fields: { userId?: string; phoneNumber?: string; deviceId?: string }): string {
  const otcToken = state.nextId('otc');
  state.pending.set(otcToken, { kind, ...fields });
  return otcToken;
}

/** The second factor at sign-in and step-up, and its login-time enrolment (spec 000 §4.5, wire-compat §2.2). */
export const mfaLoginHandlers: PreviewHandlers = {
  mfaVerify: ({ body }, { state }) => {
    checkCode(body.value);
    return finishSecondFactor(state, body.mfaToken, 'otp');
  },
  mfaVerifyAuthenticatorDevice: ({ body }, { state }) => {
    checkCode(body.value);
    return finishSecondFactor(state, body.mfaToken, 'otp');
  },
  mfaRecover: ({ body }, { state }) => {
    // Any recovery code is accepted for a user with a second factor: preview keeps no codes from the fixtures.
    const user = userByEmail(state, body.email);
    if (!user || !mfaEnrolled(user)) fail('mfa.invalid_recovery_code');
    user.authenticators = [];
    user.mfaPhones = [];
    user.mfaKeys = [];
    return {};
  },
  mfaSendEmailCode: ({ body }, { state }) => ({
    otcToken: sendCode(state, 'email-code', { userId: pendingUser(state, body.mfaToken).id }),
  }),
  mfaVerifyEmailCode: ({ body }, { state }) => {
    takePending(state, body.otcToken, ['email-code'], 'mfa.invalid_code');
    checkCode(body.code);
    state.pending.delete(body.otcToken);
    return finishSecondFactor(state, body.mfaToken, 'email');
  },
  mfaSendSmsCode: ({ params, body }, { state }) => {
    const phone = pendingUser(state, body.mfaToken).mfaPhones.find((p) => p.id === params.deviceId) ?? fail('mfa.device_not_found');
    return { otcToken: sendCode(state, 'sms-code', { deviceId: phone.id }), phoneNumber: maskPhone(phone.phoneNumber) };
  },
  mfaVerifySmsCode: ({ body }, { state }) => {
    takePending(state, body.otcToken, ['sms-code'], 'mfa.invalid_code');
    checkCode(body.code);
    state.pending.delete(body.otcToken);
    return finishSecondFactor(state, body.mfaToken, 'sms');
  },
  mfaLoginEnrollSms: ({ body }, { state }) => {
    const user = pendingUser(state, body.mfaToken);
    return { otcToken: sendCode(state, 'enrol-sms', { userId: user.id, phoneNumber: body.phoneNumber }), phoneNumber: body.phoneNumber };
  },
  mfaLoginVerifySmsEnrollment: ({ body }, { state }) => {
    const step = takePending(state, body.otcToken, ['enrol-sms'], 'mfa.invalid_code');
    checkCode(body.code);
    state.pending.delete(body.otcToken);
    pendingUser(state, body.mfaToken).mfaPhones.push({ id: state.nextId('sms'), phoneNumber: step.phoneNumber! });
    return { ...finishSecondFactor(state, body.mfaToken, 'sms'), ...recoveryCodes(state) };
  },
  mfaLoginEnrollAuthenticator: ({ body }, { state }) => authenticatorEnrolment(pendingUser(state, body.mfaToken)),
  mfaLoginVerifyAuthenticatorEnrollment: ({ body }, { state }) => {
    const user = pendingUser(state, body.mfaToken);
    checkCode(body.token);
    user.authenticators.push({ id: state.nextId('authenticator') });
    return { ...finishSecondFactor(state, body.mfaToken, 'otp'), ...recoveryCodes(state) };
  },
  mfaStartWebauthn: ({ params, body }, { state }) => {
    const key = pendingUser(state, body.mfaToken).mfaKeys.find((k) => k.id === params.deviceId) ?? fail('mfa.device_not_found');
    const webauthnToken = state.nextId('webauthn');
    state.pending.set(webauthnToken, { kind: 'webauthn-sign', deviceId: key.id });
    return { webauthnToken, options: requestOptions(state, [key.id]) };
  },
  mfaVerifyWebauthn: ({ body }, { state }) => {
    takePending(state, body.webauthnToken, ['webauthn-sign'], 'mfa.webauthn_invalid_challenge');
    state.pending.delete(body.webauthnToken);
    return finishSecondFactor(state, body.mfaToken, 'hwk');
  },
  mfaLoginEnrollWebauthn: ({ body }, { state }) => {
    const user = pendingUser(state, body.mfaToken);
    const webauthnToken = state.nextId('webauthn');
    state.pending.set(webauthnToken, { kind: 'webauthn-create', userId: user.id });
    return {
      webauthnToken,
      options: creationOptions(
        state,
        user,
        user.mfaKeys.map((k) => k.id),
      ),
    };
  },
  mfaLoginVerifyWebauthnEnrollment: ({ body }, { state }) => {
    takePending(state, body.webauthnToken, ['webauthn-create'], 'mfa.webauthn_invalid_challenge');
    state.pending.delete(body.webauthnToken);
    pendingUser(state, body.mfaToken).mfaKeys.push({ id: body.options.id, deviceType: body.deviceType, name: 'Security key' });
    return { ...finishSecondFactor(state, body.mfaToken, 'hwk'), ...recoveryCodes(state) };
  },
  stepUpGenerate: (_request, context) => {
    const { user, session } = caller(context);
    if (!mfaEnrolled(user)) fail('mfa.not_enrolled');
    return secondFactorDemand(context.state, user, session.tenantId, session.amr, 'step-up');
  },
};
