import { useEffect, useMemo, useState } from 'react';
import { loginMessages } from '../i18n/login-messages';
import type { LoginFirstScreenId } from '../i18n/message-id';
import { useMessages } from '../i18n/use-messages';
import { splitFieldErrors } from './field-errors';

/** A flow's error on a form: each field's reason in words, the rest for the form's alert, and the form to focus in. */
export interface FormFieldErrors<F extends string> {
  /** The reason the server gave for a field, in the UI's words where Gatehouse knows them. */
  errorOf(field: F): string | undefined;
  /** What belongs to no field: the form's alert (FormError) shows it. */
  rest: string | undefined;
  /** Give it the form (`ref={attach}`): when a reason lands on a field, focus moves to its first refused field. */
  attach(form: HTMLFormElement | null): void;
}

// The server's reasons that the catalogue says in the reader's language; any other reason is shown as it came.
const READABLE: readonly [RegExp, LoginFirstScreenId, string?][] = [
  [/^Please enter a valid email address\.?$/i, 'login.validation.email'],
  [/^(?:Password is required|Required|Too small: expected string to have >=1 characters?)\.?$/i, 'login.validation.required'],
  [/^The password must be at least (\d+) characters long\.?$/i, 'login.validation.passwordTooShort', 'min'],
  [/^The password must be at most (\d+) characters long\.?$/i, 'login.validation.passwordTooLong', 'max'],
  [/^Too big: expected string to have <=(\d+) characters?\.?$/i, 'login.validation.tooLong', 'max'],
];

/**
 * Splits a flow's error for a form (field-errors.ts) and words each field's reason for a person: `email: Please enter
 * a valid email address` becomes the catalogue's sentence under the Email field. Focus moves to the first refused
 * field when the reasons come in, so its reason is read with it.
 */
export function useFieldErrors<F extends string>(
  message: string | undefined,
  paths: Readonly<Record<F, readonly string[]>>,
  passwordField?: NoInfer<F>,
): FormFieldErrors<F> {
  const { t } = useMessages(loginMessages);
  const [form, attach] = useState<HTMLFormElement | null>(null);
  // The paths are a literal of each screen: their content, not their identity, decides.
  const pathsKey = JSON.stringify(paths);
  const split = useMemo(
    () => splitFieldErrors(message, JSON.parse(pathsKey) as Record<F, readonly string[]>, passwordField),
    [message, pathsKey, passwordField],
  );
  const hasFieldError = Object.keys(split.fields).length > 0;
  useEffect(() => {
    if (hasFieldError) form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form, message, hasFieldError]);
  return {
    errorOf(field) {
      const reason = split.fields[field]?.trim();
      if (!reason) return undefined;
      for (const [pattern, id, name] of READABLE) {
        const match = pattern.exec(reason);
        if (match) return t(id, name ? { [name]: Number(match[1]) } : undefined);
      }
      return reason;
    },
    rest: split.rest,
    attach,
  };
}
