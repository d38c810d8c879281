import type { ReactNode } from 'react';

/** Three bars, for the button that opens the navigation drawer (decorative, in currentColor). */
export function MenuIcon(): ReactNode {
  return (
    <svg
      className="gh-icon"
      width="18"
      height="18"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2.5 4h11M2.5 8h11M2.5 12h11" />
    </svg>
  );
}
