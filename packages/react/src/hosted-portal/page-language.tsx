import { useEffect } from 'react';
import { portalMessages } from '../i18n/portal-messages';
import { useMessages } from '../i18n/use-messages';

/** The hosted page's language, direction and title follow the locale: the page is the portal's alone. */
export function PageLanguage(): null {
  const { t, lang, dir } = useMessages(portalMessages);
  const title = t('portal.nav.label');
  useEffect(() => {
    document.documentElement.lang = lang;
    document.documentElement.dir = dir;
    document.title = title;
  }, [lang, dir, title]);
  return null;
}
