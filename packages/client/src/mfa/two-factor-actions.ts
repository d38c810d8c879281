import type { LoginResponse } from '@gatehouse/contracts';
import type { GatehouseClient } from '../gatehouse-client';
import type { Store } from '../store';
import { isPasskeyCancellation } from '../passkeys/passkey-ceremonies';
import { errorMessage } from '../transport/api-error';
import { createSecurityKey, keyTypeOf, SECURITY_KEY_CANCELLED, signWithSecurityKey } from './security-key-ceremonies';

/** Which MFA screen shows (spec 000 §2.3 MFA steps; choice screens of §4.1 steps 3–4; the security-key steps). */
export type TwoFactorView =
  | 'chooseDevice'
  | 'chooseStrategy'
  | 'verify'
  | 'emailVerifyCode'
  | 'authenticatorApp'
  | 'recoveryCode'
  | 'smsSetPhoneNumber'
  | 'smsVerifyCode'
  | 'webauthnVerify'
  | 'webauthnEnrol';

/** A device the user may pick at the MFA step. */
export type MfaDeviceChoice =
  | { kind: 'webauthn'; id: string; deviceType: 'Platform' | 'CrossPlatform'; label: string }
  | { kind: 'authenticator'; id: string; label: string }
  | { kind: 'sms'; id: string; phoneNumber: string; label: string }
  | { kind: 'email'; email: string; label: string };

/** Progress through the second factor of a sign-in or a step-up. */
export interface TwoFactorState {
  /** The answer that asked for the factor (its mfaToken, devices, strategies). */
  answer: LoginResponse;
  view: TwoFactorView;
  devices: MfaDeviceChoice[];
  /** Strategies a forced enrolment may use, strongest first. */
  strategies: string[];
  device?: MfaDeviceChoice;
  /** Login-time authenticator enrolment: the QR code, key URI and key. */
  enrolment?: { qrCode: string; otpauthUri: string; secret: string };
  /** The token of the last emailed or texted code. */
  otcToken?: string;
  /** The number the last code was texted to (masked for an enrolled phone). */
  phoneNumber?: string;
  /** Forced enrolment by SMS: the number being proven. */
  enrolPhone?: string;
  /** Forced enrolment of a key: which kind. */
  keyType?: 'Platform' | 'CrossPlatform';
  /** Whether the server lets this browser be remembered, and for how long (wire-compat §2.2; login only). */
  remember?: { allowed: boolean; expirationSeconds: number };
  /** Recovery codes of a login-time enrolment, shown once before continuing. */
  recoveryCodes?: string[];
  /** The session answer held while the recovery codes are shown. */
  session?: LoginResponse;
}

/** The part of a flow's state the MFA actions drive. */
export interface TwoFactorProgress {
  loading: boolean;
  error?: string;
  twoFactor?: TwoFactorState;
}

/** MFA actions shared by the login and step-up flows. */
export interface TwoFactorActions {
  /** Starts the MFA screens for an answer that asks for a factor (or for an enrolment). */
  beginTwoFactor(answer: LoginResponse): Promise<void>;
  /** Picks one of the user's devices (an email device sends a code at once). */
  chooseDevice(index: number): Promise<void>;
  /** Forced enrolment with several allowed strategies: picks one. */
  chooseStrategy(strategy: string): Promise<void>;
  /** Submits a code for the current view; `rememberDevice` only when the server allows it. */
  verifyMfa(code: string, rememberDevice?: boolean): Promise<void>;
  /** Sends another email code. */
  resendEmailCode(): Promise<void>;
  /** Forced enrolment by SMS: texts a code to the number typed (step smsSetPhoneNumber). */
  enrolSmsPhone(phoneNumber: string): Promise<void>;
  /** Texts another code (to the chosen phone, or the number being enrolled). */
  resendSmsCode(): Promise<void>;
  /** Asks the browser for the security key: a signature (webauthnVerify) or a new key (webauthnEnrol). */
  useSecurityKey(rememberDevice?: boolean): Promise<void>;
  /** Back to the device or strategy choice. */
  backToChoice(): void;
  /** Leaves the recovery codes of a login-time enrolment for the application. */
  continueAfterRecoveryCodes(): Promise<void>;
}

/**
 * The devices of an answer, strongest first (SECURITY.md §0): security keys, authenticator apps,
 * then phones and email, which only prove a number or an inbox.
 */
export function deviceChoices(answer: LoginResponse): MfaDeviceChoice[] {
  const keys = answer.mfaDevices?.webauthn ?? [];
  const apps = answer.mfaDevices?.authenticators ?? [];
  const phones = answer.mfaDevices?.phones ?? [];
  const emails = answer.mfaDevices?.emails ?? [];
  const keyLabel = (name: string, i: number) =>
    keys.filter((k) => k.name === name).length > 1 ? `${name} ${keys.slice(0, i + 1).filter((k) => k.name === name).length}` : name;
  return [
    ...keys.map((d, i): MfaDeviceChoice => ({ kind: 'webauthn', id: d.id, deviceType: d.deviceType, label: keyLabel(d.name, i) })),
    ...apps.map((d, i): MfaDeviceChoice => ({
      kind: 'authenticator',
      id: d.id,
      label: apps.length > 1 ? `Authenticator app ${i + 1}` : 'Authenticator app',
    })),
    ...phones.map((p): MfaDeviceChoice => ({
      kind: 'sms',
      id: p.id,
      phoneNumber: p.phoneNumber,
      label: `Text message to ${p.phoneNumber}`,
    })),
    ...emails.map((e): MfaDeviceChoice => ({ kind: 'email', email: e.email, label: `Email code to ${e.email}` })),
  ];
}

/** Whether an answer sends the user to forced enrolment (wire-compat §2.1 `mfaEnrolled`). */
export const needsEnrolment = (answer: LoginResponse) => answer.mfaEnrolled === false && !(answer.mfaDevices?.emails.length ?? 0);

/** Runs actions of a flow with its spinner on, showing a failure as the flow's error (in words of `messageOf`). */
export const withSpinner =
  (store: Store<{ loading: boolean; error?: string }>, messageOf: (error: unknown) => string = errorMessage) =>
  async (action: () => Promise<void>): Promise<void> => {
    store.setState({ loading: true, error: undefined });
    try {
      await action();
      store.setState({ loading: false });
    } catch (error) {
      store.setState({ loading: false, error: messageOf(error) });
    }
  };

/** What the MFA actions need from their flow. */
interface FlowParts<S extends TwoFactorProgress> {
  store: Store<S>;
  /** Finishes with a session answer (user merge, then the flow's own next step). */
  signedIn(response: LoginResponse): Promise<void>;
  /** Whether "remember this device" may be offered (sign-in, not step-up). */
  rememberable: boolean;
}

/** Builds the MFA actions over a flow's store. */
export function twoFactorActions<S extends TwoFactorProgress>(client: GatehouseClient, flow: FlowParts<S>): TwoFactorActions {
  const store = flow.store as unknown as Store<TwoFactorProgress>;
  const tf = () => store.getState().twoFactor!;
  const patch = (p: Partial<TwoFactorState>) => store.setState({ twoFactor: { ...tf(), ...p } });
  const token = () => tf().answer.mfaToken!;
  const run = withSpinner(store);
  const sendEmail = async () => {
    const { otcToken } = await client.api.mfaSendEmailCode({ body: { mfaToken: token() } });
    patch({ otcToken, view: 'emailVerifyCode' });
  };
  const sendSms = async () => {
    const { device, enrolPhone } = tf();
    const sent = enrolPhone
      ? await client.api.mfaLoginEnrollSms({ body: { mfaToken: token(), phoneNumber: enrolPhone } })
      : await client.api.mfaSendSmsCode({ params: { deviceId: (device as { id: string }).id }, body: { mfaToken: token() } });
    patch({ otcToken: sent.otcToken, phoneNumber: sent.phoneNumber, view: 'smsVerifyCode' });
  };
  const select = async (device: MfaDeviceChoice) => {
    const view: Record<MfaDeviceChoice['kind'], TwoFactorView> = {
      email: 'emailVerifyCode',
      sms: 'smsVerifyCode',
      webauthn: 'webauthnVerify',
      authenticator: 'verify',
    };
    patch({ device, view: view[device.kind], enrolPhone: undefined });
    if (device.kind === 'email') await sendEmail();
    if (device.kind === 'sms') await sendSms();
  };
  const pickStrategy = async (strategy: string) => {
    if (strategy === 'EmailCode') return sendEmail();
    if (strategy === 'SMS') return patch({ view: 'smsSetPhoneNumber' });
    // A key is created on the user's click (browsers want a gesture for it).
    if (strategy === 'WebAuthnPlatform' || strategy === 'WebAuthnCrossPlatform')
      return patch({ view: 'webauthnEnrol', keyType: keyTypeOf(strategy) });
    const enrolment = await client.api.mfaLoginEnrollAuthenticator({ body: { mfaToken: token() } });
    patch({ enrolment, view: 'authenticatorApp' });
  };
  /** A login-time enrolment's answer: the recovery codes show once before the session is taken up. */
  const showRecoveryCodes = (answer: LoginResponse) =>
    patch({
      view: 'recoveryCode',
      recoveryCodes: answer.recoveryCodes ?? (answer.recoveryCode ? [answer.recoveryCode] : []),
      session: answer,
    });
  /** A dismissed or timed-out key request is told as such, not as a failure of ours. */
  const runKey = withSpinner(store, (error) => (isPasskeyCancellation(error) ? SECURITY_KEY_CANCELLED : errorMessage(error)));

  return {
    async beginTwoFactor(answer) {
      const devices = deviceChoices(answer);
      const strategies = answer.mfaStrategies ?? [];
      // An answer without a device list (an older server) goes straight to the generic code step.
      const view: TwoFactorView = needsEnrolment(answer) ? 'chooseStrategy' : devices.length === 0 ? 'verify' : 'chooseDevice';
      store.setState({ twoFactor: { answer, devices, strategies, view }, error: undefined });
      await run(async () => {
        if (flow.rememberable) {
          // Asked first (wire-compat §2.2); a failure only hides the checkbox.
          const policy = await client.api.allowRememberDevice({ query: {} }).catch(() => undefined);
          if (policy) patch({ remember: { allowed: policy.isAllowedToRemember, expirationSeconds: policy.mfaDeviceExpiration } });
        }
        // §4.1 steps 3–4: with one strategy or one device, go straight to it.
        if (needsEnrolment(answer)) {
          if (strategies.length === 1) await pickStrategy(strategies[0]!);
        } else if (devices.length === 1) await select(devices[0]!);
      });
    },
    chooseDevice: (index) => run(() => select(tf().devices[index]!)),
    chooseStrategy: (strategy) => run(() => pickStrategy(strategy)),
    resendEmailCode: () => run(sendEmail),
    enrolSmsPhone: (phoneNumber) =>
      run(async () => {
        patch({ enrolPhone: phoneNumber.replace(/[\s().-]+/g, '') });
        await sendSms();
      }),
    resendSmsCode: () => run(sendSms),
    useSecurityKey: (rememberDevice) =>
      runKey(async () => {
        const { view, device, keyType, remember } = tf();
        const mfaToken = token();
        const rememberIt = rememberDevice && remember?.allowed ? true : undefined;
        if (view === 'webauthnEnrol') {
          const { webauthnToken, options } = await client.api.mfaLoginEnrollWebauthn({ body: { mfaToken } });
          const attestation = await createSecurityKey(options);
          const deviceType = keyType ?? (attestation.authenticatorAttachment === 'platform' ? 'Platform' : 'CrossPlatform');
          showRecoveryCodes(
            await client.api.mfaLoginVerifyWebauthnEnrollment({
              body: { mfaToken, deviceType, webauthnToken, options: attestation as never, rememberDevice: rememberIt },
            }),
          );
          return;
        }
        const deviceId = (device as { id: string }).id;
        const { webauthnToken, options } = await client.api.mfaStartWebauthn({ params: { deviceId }, body: { mfaToken } });
        const assertion = await signWithSecurityKey(options);
        await flow.signedIn(
          await client.api.mfaVerifyWebauthn({
            params: { deviceId },
            body: { mfaToken, webauthnToken, options: assertion as never, rememberDevice: rememberIt },
          }),
        );
      }),
    backToChoice() {
      const state = tf();
      store.setState({
        error: undefined,
        twoFactor: {
          ...state,
          view: needsEnrolment(state.answer) ? 'chooseStrategy' : 'chooseDevice',
          device: undefined,
          enrolment: undefined,
          otcToken: undefined,
          phoneNumber: undefined,
          enrolPhone: undefined,
          keyType: undefined,
        },
      });
    },
    async verifyMfa(code, rememberDevice) {
      const value = code.replace(/\s+/g, '');
      const remember = rememberDevice && tf().remember?.allowed ? true : undefined;
      await run(async () => {
        const { view, device, otcToken, enrolPhone } = tf();
        const mfaToken = token();
        if (view === 'authenticatorApp')
          return showRecoveryCodes(
            await client.api.mfaLoginVerifyAuthenticatorEnrollment({ body: { mfaToken, token: value, rememberDevice: remember } }),
          );
        if (view === 'smsVerifyCode' && enrolPhone)
          return showRecoveryCodes(
            await client.api.mfaLoginVerifySmsEnrollment({
              body: { mfaToken, otcToken: otcToken!, code: value, rememberDevice: remember },
            }),
          );
        const answer =
          view === 'smsVerifyCode'
            ? await client.api.mfaVerifySmsCode({
                params: { deviceId: (device as { id: string }).id },
                body: { mfaToken, otcToken: otcToken!, code: value, rememberDevice: remember },
              })
            : view === 'emailVerifyCode'
              ? await client.api.mfaVerifyEmailCode({ body: { mfaToken, otcToken: otcToken!, code: value, rememberDevice: remember } })
              : device?.kind === 'authenticator'
                ? await client.api.mfaVerifyAuthenticatorDevice({
                    params: { deviceId: device.id },
                    body: { mfaToken, value, rememberDevice: remember },
                  })
                : await client.api.mfaVerify({ body: { mfaToken, value, rememberDevice: remember } });
        await flow.signedIn(answer);
      });
    },
    continueAfterRecoveryCodes: () => run(() => flow.signedIn(tf().session!)),
  };
}
