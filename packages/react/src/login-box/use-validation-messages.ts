import type { FormEvent } from 'react';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';

/** Input handlers that put the browser's own validation bubble in the UI's locale, not the browser's. */
export interface ValidationHandlers {
  onInvalid(event: FormEvent<HTMLInputElement>): void;
  onInput(event: FormEvent<HTMLInputElement>): void;
}

/**
 * Native constraint validation (required, type="email", pattern) with the catalogue's words; `formatMessage` says
 * what a field's pattern asks for. A problem the catalogue has no words for keeps the browser's message.
 */
export function useValidationMessages(formatMessage?: string, handlers: Partial<ValidationHandlers> = {}): ValidationHandlers {
  const { t } = useMessages(loginMessages);
  return {
    onInvalid(event) {
      const input = event.currentTarget;
      input.setCustomValidity('');
      const { valueMissing, typeMismatch, patternMismatch } = input.validity;
      if (valueMissing) input.setCustomValidity(t('login.validation.required'));
      else if (typeMismatch && input.type === 'email') input.setCustomValidity(t('login.validation.email'));
      else if (patternMismatch) input.setCustomValidity(formatMessage ?? t('login.validation.format'));
      handlers.onInvalid?.(event);
    },
    onInput(event) {
      // A custom message keeps the field invalid until cleared: each edit is judged afresh.
      event.currentTarget.setCustomValidity('');
      handlers.onInput?.(event);
    },
  };
}
