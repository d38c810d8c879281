import type { ReactNode } from 'react';

/** Props of SubmitButton. */
export interface SubmitButtonProps {
  loading: boolean;
  children: ReactNode;
}

/** The primary submit button: disabled and aria-busy while the call runs. */
export function SubmitButton({ loading, children }: SubmitButtonProps): ReactNode {
  return (
    <button type="submit" className="gh-button gh-button-primary" disabled={loading} aria-busy={loading}>
      {children}
    </button>
  );
}
