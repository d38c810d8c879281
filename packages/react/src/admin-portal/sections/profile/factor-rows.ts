import type { MfaDevices } from '@gatehouse/contracts';

/** A second factor as the table lists it. */
export interface FactorRow {
  id: string;
  kind: 'app' | 'sms' | 'key' | 'device';
  /** The key's name, the phone number (masked) or, for an app, its place in the list (1, 2…). */
  name: string;
}

/** The user's second factors, strongest first (keys and this device, apps, phones), as the login box orders them. */
export function factorRows(devices: MfaDevices | undefined): FactorRow[] | undefined {
  if (!devices) return undefined;
  return [
    ...devices.webauthn.map((k): FactorRow => ({ id: k.id, kind: k.deviceType === 'Platform' ? 'device' : 'key', name: k.name })),
    ...devices.authenticators.map((a, i): FactorRow => ({ id: a.id, kind: 'app', name: String(i + 1) })),
    ...devices.phones.map((p): FactorRow => ({ id: p.id, kind: 'sms', name: p.phoneNumber })),
  ];
}
