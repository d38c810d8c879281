import { useId, type ReactNode } from 'react';
import { useGatehouse } from '../gatehouse-context';
import { usePublicConfig } from '../hooks/use-public-config';

/** Props of LoginBoxLayout. */
export interface LoginBoxLayoutProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  children?: ReactNode;
}

/** The centred login-box card: brand, heading and the screen's content. */
export function LoginBoxLayout({ title, subtitle, children }: LoginBoxLayoutProps): ReactNode {
  const { appName } = useGatehouse();
  const { vendorName, logo } = usePublicConfig();
  const titleId = useId();
  const brand = appName ?? vendorName;
  return (
    <div className="gh-login-page">
      <section className="gh-login-box" aria-labelledby={titleId}>
        {(brand || logo) && (
          <div className="gh-brand">
            {logo && <img className="gh-logo" src={logo} alt="" />}
            {brand && <span className="gh-brand-name">{brand}</span>}
          </div>
        )}
        <h1 className="gh-title" id={titleId}>
          {title}
        </h1>
        {subtitle && <p className="gh-subtitle">{subtitle}</p>}
        {children}
      </section>
    </div>
  );
}
