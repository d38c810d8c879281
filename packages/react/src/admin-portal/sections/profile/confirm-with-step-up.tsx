import { useState, type ReactNode } from 'react';
import { errorMessage } from '@gatehouse/client';
import { STEP_UP_REQUIRED_MESSAGE } from '@gatehouse/contracts';
import { FormError } from '../../../login-box/form-error';
import { ConfirmDialog, type ConfirmDialogProps } from '../../../ui/confirm-dialog';

/**
 * A ConfirmDialog whose action may be refused for want of a recent second factor (changing a factor or a passkey,
 * decision 0033): that refusal shows with its "Verify it's you" button, which brings the user back here afterwards.
 */
export function ConfirmWithStepUp({ formatError = errorMessage, children, ...props }: ConfirmDialogProps): ReactNode {
  const [stepUp, setStepUp] = useState<string>();
  return (
    <ConfirmDialog
      {...props}
      onOpenChange={(open) => {
        if (open) setStepUp(undefined);
        props.onOpenChange?.(open);
      }}
      formatError={(error) => {
        const message = formatError(error);
        const needsStepUp = message === STEP_UP_REQUIRED_MESSAGE;
        setStepUp(needsStepUp ? message : undefined);
        return needsStepUp ? '' : message;
      }}
    >
      {children}
      <FormError message={stepUp} />
    </ConfirmDialog>
  );
}
