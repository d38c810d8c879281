import { accountHandlers } from './handlers/account-handlers';
import { apiTokensHandlers } from './handlers/api-tokens-handlers';
import { authHandlers } from './handlers/auth-handlers';
import { configHandlers } from './handlers/config-handlers';
import { groupsHandlers } from './handlers/groups-handlers';
import { inviteLinkHandlers } from './handlers/invite-link-handlers';
import { meHandlers } from './handlers/me-handlers';
import { memberDetailsHandlers } from './handlers/member-details-handlers';
import { mfaDevicesHandlers } from './handlers/mfa-devices-handlers';
import { mfaLoginHandlers } from './handlers/mfa-login-handlers';
import { passkeysHandlers } from './handlers/passkeys-handlers';
import { passwordlessHandlers } from './handlers/passwordless-handlers';
import { phonesHandlers } from './handlers/phones-handlers';
import { rolesHandlers } from './handlers/roles-handlers';
import { sessionsHandlers } from './handlers/sessions-handlers';
import { ssoHandlers } from './handlers/sso-handlers';
import { teamHandlers } from './handlers/team-handlers';
import type { PreviewHandlers } from './preview-handler';

/**
 * Every preview handler by endpoint id. Left out on purpose, and answered "not available in preview mode": the
 * hosted-login protocol (authorize, token, silent authorize, logout: preview runs the embedded login box), the
 * machine-to-machine calls (API-token exchange and identity), which no browser screen makes, and impersonation,
 * whose permission no preview role holds (as no default role does, decision 0021).
 */
export const previewHandlers: PreviewHandlers = {
  ...configHandlers,
  ...authHandlers,
  ...meHandlers,
  ...mfaLoginHandlers,
  ...mfaDevicesHandlers,
  ...passkeysHandlers,
  ...passwordlessHandlers,
  ...phonesHandlers,
  ...teamHandlers,
  ...memberDetailsHandlers,
  ...inviteLinkHandlers,
  ...groupsHandlers,
  ...rolesHandlers,
  ...accountHandlers,
  ...sessionsHandlers,
  ...apiTokensHandlers,
  ...ssoHandlers,
};
