// Test helpers of the profile and privacy sections (not part of the package): mount the portal on a section, find
// cards, dialogs, fields and toasts by what a person reads, and drive row menus and file pickers.
import { act } from 'react';
import type { FakeFetch } from '@gatehouse/client/testing';
import { findElement, waitFor } from '../../../test-utils/render';
import type { AdminPortalOptions } from '../../admin-portal-options';
import { mountPortal, type MountPortalOptions } from '../../portal-test-kit';

/** Paths the profile and privacy sections call. */
export const PATHS = {
  policy: '/identity/resources/users/v1/passwords/config',
  change: '/identity/resources/users/v1/passwords/change',
  devices: '/identity/resources/users/v1/mfa/devices',
  strategies: '/identity/resources/configurations/v1/mfa/strategies',
  authenticator: '/identity/resources/users/v1/mfa/authenticator',
  sms: '/identity/resources/users/v1/mfa/sms',
  numbers: '/identity/resources/users/phone-numbers/v1',
  loginPhone: '/identity/resources/users/v1/phone',
  passkeys: '/identity/resources/users/webauthn/v1/devices',
  sessions: '/identity/resources/users/sessions/v1/me',
} as const;

/** The policy the server answers by default. */
export const POLICY = { allowPassphrases: false, maxLength: 128, minLength: 10, minPhraseLength: 20, minOptionalTestsToPass: 0 };

/** An MFA device list. */
export const devices = (
  over: { authenticators?: string[]; phones?: { id: string; phoneNumber: string }[]; webauthn?: unknown[] } = {},
) => ({
  webauthn: over.webauthn ?? [],
  phones: over.phones ?? [],
  authenticators: (over.authenticators ?? []).map((id) => ({ id })),
  emails: [],
});

/** A §8 refusal. */
export const refusal = (message: string, errorCode: string, status = 400) => ({ status, body: { errors: [message], errorCode } });

/** Mounts the portal signed in on `section`, with the calls every part of the profile makes answered unless scripted. */
export async function mountSection(
  section: 'profile' | 'privacy',
  script: (fake: FakeFetch) => void,
  options: { me?: MountPortalOptions['me']; portal?: AdminPortalOptions; permissions?: string[] } = {},
) {
  return mountPortal({
    permissions: options.permissions ?? ['fe.secure.read.securityPolicy'],
    me: options.me,
    initialSection: section,
    options: options.portal,
    script: (fake) => {
      // Defaults first: a test's own script replaces any of them.
      fake.on('GET', PATHS.policy, { body: POLICY });
      fake.on('GET', PATHS.devices, { body: devices() });
      fake.on('GET', PATHS.strategies, { body: { strategies: [{ strategy: 'AuthenticatorApp', isActive: true }] } });
      fake.on('GET', `${PATHS.numbers}/me`, { body: [] });
      fake.on('GET', PATHS.passkeys, { body: { devices: [] } });
      script(fake);
    },
  });
}

/** The card whose title is `title`. */
export const card = (title: string): Promise<HTMLElement> =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.gh-card')].find(
      (c) => c.querySelector('.gh-card-title')?.textContent === title,
    );
    if (!found) throw new Error(`no card titled ${title}`);
    return found;
  });

/** The open dialog (or confirmation) whose title is `title`. */
export const dialog = (title: string): Promise<HTMLElement> =>
  waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].find(
      (d) => d.querySelector('.gh-dialog-title')?.textContent === title,
    );
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });

/** Whether any dialog is open. */
export const anyDialog = () => document.querySelector('[role="dialog"], [role="alertdialog"]');

/** The error shown next to a field. */
export const fieldError = (input: Element) => input.closest('.gh-form-field')?.querySelector('.gh-form-error')?.textContent;

/** The text of the toasts on screen. */
export const toasts = () => [...document.querySelectorAll('.gh-toast')].map((t) => t.textContent ?? '').join(' | ');

/** Opens the row menu named `trigger` from the keyboard and chooses `item`. */
export async function chooseFromMenu(trigger: string, item: string): Promise<void> {
  const button = await findElement<HTMLButtonElement>(`[aria-label="${CSS.escape(trigger)}"]`);
  act(() => button.focus());
  act(() => {
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
  });
  const menu = await findElement<HTMLElement>('[role="menu"]');
  const entry = [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((e) => e.textContent === item);
  if (!entry) throw new Error(`no menu item ${item}`);
  await act(async () => entry.click());
}

/** Picks `file` in a file input, as a person choosing it would. */
export async function pickFile(input: HTMLInputElement, file: File): Promise<void> {
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

/** The control whose label reads `label` (a required field's marker left out). */
export function field(root: ParentNode, label: string): HTMLInputElement {
  for (const element of root.querySelectorAll('label')) {
    const text = [...element.childNodes]
      .filter((node) => !(node instanceof HTMLElement && node.classList.contains('gh-form-required')))
      .map((node) => node.textContent)
      .join('')
      .trim();
    const control = element.htmlFor ? document.getElementById(element.htmlFor) : null;
    if (text === label && control) return control as HTMLInputElement;
  }
  throw new Error(`No control labelled "${label}"`);
}

/** Types `value` into an input or textarea as a person would: React (and react-hook-form) see the change. */
export function typeInto(control: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  act(() => {
    Object.getOwnPropertyDescriptor(prototype, 'value')!.set!.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
