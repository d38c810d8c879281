import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-entitlements';
import * as m0003 from './0003-mfa';
import * as m0007 from './0007-groups-roles';
import * as m0004 from './0004-policies';
import * as m0005 from './0005-oauth';
import * as m0006 from './0006-team';
import * as m0008 from './0008-api-tokens';
import * as m0009 from './0009-passwordless';
import * as m0010 from './0010-webauthn';
import * as m0011 from './0011-mfa-factors';
import * as m0012 from './0012-impersonation';
import * as m0014 from './0014-mfa-sms-webauthn';
import * as m0013 from './0013-phones';
import * as m0015 from './0015-session-refresh';
import * as m0016 from './0016-credential-failures';
import * as m0017 from './0017-tenant-entry-mfa';
import * as m0018 from './0018-event-outbox';
import * as m0019 from './0019-merge-credentials';
import * as m0020 from './0020-tenant-alias';
import * as m0021 from './0021-sso-connections';
import * as m0022 from './0022-saml-requests';
import * as m0023 from './0023-social-login';
import * as m0024 from './0024-sso-sign-ins';

/** Numbered migrations, shared by SQLite and PostgreSQL. Never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-entitlements': m0002,
  '0003-mfa': m0003,
  '0007-groups-roles': m0007,
  '0004-policies': m0004,
  '0005-oauth': m0005,
  '0006-team': m0006,
  '0008-api-tokens': m0008,
  '0009-passwordless': m0009,
  '0010-webauthn': m0010,
  '0011-mfa-factors': m0011,
  '0012-impersonation': m0012,
  '0014-mfa-sms-webauthn': m0014,
  '0013-phones': m0013,
  '0015-session-refresh': m0015,
  '0016-credential-failures': m0016,
  '0017-tenant-entry-mfa': m0017,
  '0018-event-outbox': m0018,
  '0019-merge-credentials': m0019,
  '0020-tenant-alias': m0020,
  '0021-sso-connections': m0021,
  '0022-saml-requests': m0022,
  '0023-social-login': m0023,
  '0024-sso-sign-ins': m0024,
};
