import { useId, useRef, type ReactNode } from 'react';
import { useGatehouse } from '../gatehouse-context';
import { usePublicConfig } from '../hooks/use-public-config';
import { useStepFocus } from './use-step-focus';
import './login-box.css';

/** Props of LoginBoxLayout. */
export interface LoginBoxLayoutProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /**
   * Which step this is, when steps of a screen share a title (or the title may change on the same step, as a branded
   * sign-in title does once the brand loads); the title tells steps apart otherwise.
   */
  step?: string;
  /** The loading placeholder: it is no step, so focus stays where it is. */
  placeholder?: boolean;
  children?: ReactNode;
}

/**
 * The centred login-box card: the brand (the tenant's or vendor's logo, named by its alt text, else the name), the
 * step's heading, which takes focus when the step changes (use-step-focus.ts), and the screen's content.
 */
export function LoginBoxLayout({ title, subtitle, step, placeholder = false, children }: LoginBoxLayoutProps): ReactNode {
  const { appName } = useGatehouse();
  const { branding, vendorName } = usePublicConfig();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const stepKey = placeholder ? undefined : (step ?? title);
  useStepFocus(heading, stepKey);
  const name = appName ?? branding.name ?? vendorName ?? undefined;
  const logo = branding.logo;
  return (
    <div className="gh-login-page">
      <section className="gh-login-box" aria-labelledby={titleId}>
        {(name || logo) && (
          <div className="gh-brand">
            {logo ? <img className="gh-logo" src={logo} alt={name ?? ''} /> : <span className="gh-brand-name">{name}</span>}
          </div>
        )}
        {/* A new element per step: focus moved to it is announced even when the previous step's heading had it. */}
        <h1 key={stepKey} ref={heading} className="gh-title" id={titleId} tabIndex={-1}>
          {title}
        </h1>
        {subtitle && <p className="gh-subtitle">{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
