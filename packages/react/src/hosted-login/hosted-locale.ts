import { browserLanguages, resolveLocale } from '../i18n/resolve-locale';

/**
 * The locale an authorization request asks the hosted login for: its `ui_locales` (OpenID Connect Core §3.1.2.1,
 * space-separated, most preferred first), else the browser's languages. Undefined when the request names none.
 */
export function hostedLocale(resume: string): string | undefined {
  const query = resume.includes('?') ? resume.slice(resume.indexOf('?') + 1) : '';
  const wanted = (new URLSearchParams(query).get('ui_locales') ?? '').split(' ').filter(Boolean);
  return wanted.length ? resolveLocale([...wanted, ...browserLanguages()]).lang : undefined;
}
