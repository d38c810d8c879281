import type { ReactNode, SVGProps } from 'react';

/** Props of the ui icons: any SVG attribute; they are decorative (aria-hidden) and draw in currentColor. */
export type IconProps = SVGProps<SVGSVGElement>;

function Icon({ children, ...props }: IconProps & { children: ReactNode }): ReactNode {
  return (
    <svg
      className="gh-icon"
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** A cross, for close buttons. */
export function CloseIcon(props: IconProps): ReactNode {
  return (
    <Icon {...props}>
      <path d="M4 4l8 8M12 4l-8 8" />
    </Icon>
  );
}

/** A check mark. */
export function CheckIcon(props: IconProps): ReactNode {
  return (
    <Icon {...props}>
      <path d="M3.5 8.5l3 3 6-7" />
    </Icon>
  );
}

/** A short dash, for an indeterminate checkbox. */
export function DashIcon(props: IconProps): ReactNode {
  return (
    <Icon {...props}>
      <path d="M4 8h8" />
    </Icon>
  );
}

/** A downward chevron, for selects. */
export function ChevronDownIcon(props: IconProps): ReactNode {
  return (
    <Icon {...props}>
      <path d="M4 6l4 4 4-4" />
    </Icon>
  );
}

/** Two overlapping sheets, for copy buttons. */
export function CopyIcon(props: IconProps): ReactNode {
  return (
    <Icon {...props}>
      <rect x="5.5" y="5.5" width="8" height="8" rx="1.5" />
      <path d="M10.5 3.5v-.5A1.5 1.5 0 009 1.5H4A1.5 1.5 0 002.5 3v5A1.5 1.5 0 004 9.5h.5" />
    </Icon>
  );
}

/** An arrow into a tray, for downloads. */
export function DownloadIcon(props: IconProps): ReactNode {
  return (
    <Icon {...props}>
      <path d="M8 2v8M4.5 6.5L8 10l3.5-3.5M2.5 11.5v1A1.5 1.5 0 004 14h8a1.5 1.5 0 001.5-1.5v-1" />
    </Icon>
  );
}

/** An eye, for show-password toggles. */
export function EyeIcon(props: IconProps): ReactNode {
  return (
    <Icon {...props}>
      <path d="M1.5 8S4 3.5 8 3.5 14.5 8 14.5 8 12 12.5 8 12.5 1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </Icon>
  );
}

/** Three dots, for row action menus. */
export function MoreIcon(props: IconProps): ReactNode {
  return (
    <Icon {...props} fill="currentColor" stroke="none">
      <circle cx="3.5" cy="8" r="1.4" />
      <circle cx="8" cy="8" r="1.4" />
      <circle cx="12.5" cy="8" r="1.4" />
    </Icon>
  );
}
