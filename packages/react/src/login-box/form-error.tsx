import { STEP_UP_REQUIRED_MESSAGE } from '@gatehouse/contracts';
import { useEffect, useRef, type ReactNode } from 'react';
import { useStepUp } from '../hooks/use-step-up';
import { loginMessages } from '../i18n/login-messages';
import { useMessages } from '../i18n/use-messages';
import { useShownText } from './use-shown-text';

/** Props of FormError. */
export interface FormErrorProps {
  message?: string;
}

/**
 * The screen's error in a `role="alert"` element that takes focus when a new message appears. A refusal for want of
 * a recent second factor (adding a factor, creating an API token: decision 0033) offers the step-up that lifts it,
 * which brings the user back here afterwards. Texts Gatehouse knows show in the UI's locale, the server's as sent.
 */
export function FormError({ message }: FormErrorProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const stepUp = useStepUp();
  const { t } = useMessages(loginMessages);
  const shown = useShownText();
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="gh-error" role="alert" tabIndex={-1}>
      {shown(message)}
      {message === STEP_UP_REQUIRED_MESSAGE && (
        <>
          {' '}
          <button type="button" className="gh-link gh-link-button" onClick={() => stepUp()}>
            {t('login.error.verifyItsYou')}
          </button>
        </>
      )}
    </div>
  );
}
