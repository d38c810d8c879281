import type { ReactNode } from 'react';

/** A dialog's error that belongs to no field, in the server's words; announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }): ReactNode {
  if (!message) return null;
  return (
    <p className="gh-dialog-error" role="alert">
      {message}
    </p>
  );
}
