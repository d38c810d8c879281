import { useId, type ReactNode } from 'react';
import { previewHref, previewSections, type PreviewParams } from './preview-params';
import { previewScreens } from './preview-screens';

/** Props of PreviewControls. */
export interface PreviewControlsProps {
  params: PreviewParams;
  onChange(next: Partial<PreviewParams>): void;
}

const sectionLabels: Record<(typeof previewSections)[number], string> = {
  profile: 'Profile',
  privacy: 'Privacy',
  personalApiTokens: 'Personal API tokens',
  account: 'Account',
  users: 'Users',
  groups: 'Groups',
  roles: 'Roles',
  apiTokens: 'API tokens',
  sso: 'Single sign-on',
};

const choices = {
  locale: [
    ['en', 'English'],
    ['de', 'Deutsch'],
    ['he', 'עברית (right to left)'],
  ],
  mode: [
    ['light', 'Light'],
    ['dark', 'Dark'],
  ],
  brand: [
    ['default', 'Default'],
    ['dark', 'Dark #1a1a2e'],
    ['light', 'Light #ffe066'],
  ],
  width: [
    ['full', 'Window'],
    ['1280', '1280 px'],
    ['768', '768 px'],
    ['375', '375 px'],
  ],
  data: [
    ['default', 'Default'],
    ['large', 'Large: 54 users, 30 roles, 100 permissions'],
  ],
} as const;

const labels = { locale: 'Language', mode: 'Mode', brand: 'Brand colour', width: 'Width', data: 'Data' } as const;

/** The preview's control bar: what the page shows (locale, mode, colour, width, data) and a link to every screen. */
export function PreviewControls({ params, onChange }: PreviewControlsProps): ReactNode {
  const id = useId();
  return (
    <header className="demo-preview-bar">
      <p className="demo-preview-title">
        <strong>Gatehouse preview</strong> — no server: every answer is simulated in this page.
      </p>
      <form className="demo-preview-settings" aria-label="Preview settings" onSubmit={(event) => event.preventDefault()}>
        {(Object.keys(choices) as (keyof typeof choices)[]).map((key) => (
          <label key={key} className="demo-preview-setting" htmlFor={`${id}-${key}`}>
            {labels[key]}
            <select id={`${id}-${key}`} value={params[key]} onChange={(event) => onChange({ [key]: event.target.value })}>
              {choices[key].map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="demo-preview-setting demo-preview-check">
          <input type="checkbox" checked={params.hostMessages} onChange={(event) => onChange({ hostMessages: event.target.checked })} />
          Host messages
        </label>
      </form>
      <nav aria-label="Login box screens" className="demo-preview-links">
        <span className="demo-preview-links-title">Login box</span>
        {previewScreens.map((screen) => (
          <a key={screen.label} href={previewHref({ ...params, view: screen.signedIn ? 'portal' : 'login' }, screen.route)}>
            {screen.label}
          </a>
        ))}
      </nav>
      <nav aria-label="Portal sections" className="demo-preview-links">
        <span className="demo-preview-links-title">Portal</span>
        {previewSections.map((section) => (
          <a key={section} href={previewHref({ ...params, view: 'portal', section })}>
            {sectionLabels[section]}
          </a>
        ))}
      </nav>
      <p className="demo-preview-hint">
        Sign in as <code>ada@example.com</code> (admin) or <code>grace@example.com</code> (authenticator app, code <code>123456</code>
        ), password <code>preview-password</code>.
      </p>
    </header>
  );
}
