import { useEffect, useState, type ReactNode } from 'react';
import { GatehouseProvider } from '../gatehouse-provider';
import { useSession } from '../hooks/use-session';
import { useLocaleAttributes } from '../i18n/i18n-context';
import { I18nProvider } from '../i18n/i18n-provider';
import { loginRoutesMessages } from '../i18n/login-routes-messages';
import { useMessages } from '../i18n/use-messages';
import { hostedRoutes } from './hosted-routes';
import { hostedTenant } from './hosted-tenant';

/** The page's title and language follow the box's locale: the page is the box's alone. */
function DocumentLanguage(): null {
  const { lang, dir } = useLocaleAttributes();
  const { t } = useMessages(loginRoutesMessages);
  const title = t('login.hosted.pageTitle');
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    document.title = title;
  }, [lang, dir, title]);
  return null;
}

/** Once signed in, goes back to the authorization request with a full page load: the server then issues the code. */
function Resume({ to }: { to: string }): ReactNode {
  const { status } = useSession();
  const { t } = useMessages(loginRoutesMessages);
  useEffect(() => {
    if (status === 'authenticated') window.location.replace(to);
  }, [status, to]);
  return (
    <p className="gh-status" role="status">
      {t('login.hosted.signingIn')}
    </p>
  );
}

/** Props of HostedLoginApp. */
export interface HostedLoginAppProps {
  /** The Gatehouse server's own origin: the box is served by it, so every call is same-origin. */
  baseUrl: string;
  /** Where to go once signed in (`/oauth/authorize?…`). */
  resume: string;
  /** The box's locale (the authorization request's `ui_locales`); default: the browser's language. */
  locale?: string;
}

/**
 * The hosted login page (spec 000 §4.7): the same login box as embedded mode, served by the
 * Gatehouse server at /oauth/login. Sign-in sets the server's own session cookie; the page then
 * returns to /oauth/authorize, which redirects to the application with a code.
 */
export function HostedLoginApp({ baseUrl, resume, locale }: HostedLoginAppProps): ReactNode {
  // The request's organization names the tenant whose custom login the box wears (docs/branding.md).
  const [tenantResolver] = useState(() => {
    const tenant = hostedTenant(resume);
    return () => ({ tenant });
  });
  return (
    <>
      {/* Beside the provider, not in it: the provider shows its children only off the login box's routes. */}
      <I18nProvider locale={locale}>
        <DocumentLanguage />
      </I18nProvider>
      <GatehouseProvider baseUrl={baseUrl} routes={hostedRoutes(resume)} locale={locale} tenantResolver={tenantResolver}>
        <Resume to={resume} />
      </GatehouseProvider>
    </>
  );
}
