import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { TextField } from '../../../login-box/text-field';
import { useAdminData } from '../../data/use-admin-data';
import { PortalDialog } from '../../portal-dialog';

/** Props of SignInPhone. */
export interface SignInPhoneProps {
  /** The number on the account now (the one SMS sign-in texts). */
  phoneNumber: string | null | undefined;
  /** `viewOnly` shows the number without the Change button. */
  visibility: 'edit' | 'viewOnly';
}

/**
 * The account's sign-in phone number. Changing it proves the new number first (a code texted to it), so a session
 * alone cannot point SMS sign-in at another phone.
 */
export function SignInPhone({ phoneNumber, visibility }: SignInPhoneProps): ReactNode {
  const { mutations } = useAdminData().profile;
  const change = useMutation(mutations.changeSignInPhone());
  const verify = useMutation(mutations.verifySignInPhone());
  // The number just verified here, until the session's profile carries it.
  const [changed, setChanged] = useState<string | null>(null);
  const current = changed ?? phoneNumber ?? null;
  const [step, setStep] = useState<{ kind: 'number' } | { kind: 'code'; changePhoneId: string; phoneNumber: string } | null>(null);
  const codeStep = step?.kind === 'code' ? step : null;
  return (
    <div className="gh-field">
      <span className="gh-label">Sign-in phone number</span>
      <span className="gh-text" data-testid="sign-in-phone">
        {current ?? 'None'}
      </span>
      {visibility === 'edit' && (
        <button type="button" className="gh-button gh-button-secondary" onClick={() => setStep({ kind: 'number' })}>
          {current ? 'Change' : 'Add'}
        </button>
      )}
      <PortalDialog
        open={step?.kind === 'number'}
        title="Sign-in phone number"
        submitLabel="Text me a code"
        onClose={() => setStep((s) => (s?.kind === 'number' ? null : s))}
        onSubmit={async (form) => {
          const next = String(form.get('phoneNumber') ?? '').trim();
          const { changePhoneId } = await change.mutateAsync(next);
          setStep({ kind: 'code', changePhoneId, phoneNumber: next });
        }}
      >
        <TextField label="New phone number" name="phoneNumber" type="tel" autoComplete="tel" placeholder="+15551234567" required />
      </PortalDialog>
      <PortalDialog
        open={codeStep !== null}
        title={`Verify ${codeStep?.phoneNumber ?? ''}`}
        submitLabel="Verify"
        onClose={() => setStep(null)}
        onSubmit={async (form) => {
          if (!codeStep) return;
          await verify.mutateAsync({ changePhoneId: codeStep.changePhoneId, code: String(form.get('code') ?? '') });
          setChanged(codeStep.phoneNumber);
        }}
      >
        <p className="gh-text">Enter the code we texted to {codeStep?.phoneNumber}.</p>
        <TextField label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" required />
      </PortalDialog>
    </div>
  );
}
