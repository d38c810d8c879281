import { useMemo, type ReactNode } from 'react';
import { AdminPortal, RequireAuth, type AdminPortalOptions, type AdminPortalSection } from '@gatehouse/react';

/** Props of PreviewStage. */
export interface PreviewStageProps {
  section: AdminPortalSection;
  theme: NonNullable<AdminPortalOptions['theme']>;
}

// Every section the portal has, as the demo app shows them (groups, roles and the token entries are hidden by default).
const navigation = {
  groups: { visibility: 'always' },
  roles: { visibility: 'always' },
  personalApiTokens: { visibility: 'always', permission: null },
  apiTokens: { visibility: 'always' },
  sso: { visibility: 'always' },
} as const;

/** What the preview shows off the login-box routes: the admin portal, opened at `section`, for a signed-in user. */
export function PreviewStage({ section, theme }: PreviewStageProps): ReactNode {
  const options = useMemo<AdminPortalOptions>(() => ({ navigation, theme }), [theme]);
  return (
    <RequireAuth>
      <AdminPortal key={section} options={options} initialSection={section} />
    </RequireAuth>
  );
}
