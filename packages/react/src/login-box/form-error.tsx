import { useEffect, useRef, type ReactNode } from 'react';

/** Props of FormError. */
export interface FormErrorProps {
  message?: string;
}

/** The screen's error in a `role="alert"` element that takes focus when a new message appears. */
export function FormError({ message }: FormErrorProps): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <div ref={ref} className="gh-error" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
}
