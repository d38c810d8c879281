import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-entitlements';
import * as m0003 from './0003-mfa';

/** Numbered migrations, shared by SQLite and PostgreSQL. Never edit one that has landed. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-entitlements': m0002,
  '0003-mfa': m0003,
};
