import type { AccountSettings, accountApi, BodyOf } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config-schema';
import type { AuthContext } from '../../http/auth-context';
import type { RequestContext } from '../../kernel/request-context';
import { fail } from '../../kernel/app-error';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import type { EventEmitter } from '../../kernel/events';
import type { Database, TenantsTable } from '../../storage/schema';
import * as store from './account.store';
import { applyAdminBoxActions } from './admin-box';
import { newBrandingProblems } from './login-box-branding';
import { checkedLogo } from './logo';
import { createPublicLoginBox } from './public-login-box';

type UpdateBody = BodyOf<typeof accountApi.updateAccountSettings>;

// UTC is valid everywhere though some runtimes leave it out of the list.
const TIMEZONES = new Set([...Intl.supportedValuesOf('timeZone'), 'UTC']);
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Wire field → tenants column. */
const COLUMNS = {
  name: 'name',
  address: 'address',
  website: 'website',
  timezone: 'timezone',
  dateFormat: 'date_format',
  timeFormat: 'time_format',
  currency: 'currency',
  logo: 'logo',
  applicationUrl: 'application_url',
  loginUrl: 'login_url',
} as const satisfies Record<keyof UpdateBody, keyof TenantsTable>;

/** The settings answer of a tenant row. */
export function toAccountSettings(t: TenantsTable): AccountSettings {
  const out: AccountSettings = { tenantId: t.id, name: t.name, hasCustomLogin: !!(t.application_url || t.login_url) };
  for (const [field, column] of Object.entries(COLUMNS)) {
    const v = t[column];
    if (field !== 'name' && typeof v === 'string' && v !== '') (out as Record<string, unknown>)[field] = v;
  }
  return out;
}

/**
 * Account (tenant) settings and the custom login box (spec 001 §2 "Account details"; wire-compat
 * §3.17, §3.22). Custom-login URLs may point only at origins the deployment trusts, so a tenant
 * admin cannot send the tenant's users to a look-alike site after they sign in.
 */
export function createAccountSettingsService(db: Kysely<Database>, config: Config, clock: Clock, events: EventEmitter) {
  const trustedOrigins = new Set([config.appUrl, config.publicUrl, ...config.allowedOrigins].map((u) => new URL(u).origin));
  const publicLoginBox = createPublicLoginBox(db);

  /** Field-level checks the schema cannot express; answers the normalised value. */
  const checked = (field: keyof UpdateBody, value: string): string => {
    const invalid = (why: string) => fail('request.invalid', `${field}: ${why}`);
    switch (field) {
      case 'timezone':
        if (!TIMEZONES.has(value)) throw invalid('must be an IANA time zone (e.g. Europe/Paris)');
        return value;
      case 'currency':
        if (!CURRENCIES.has(value.toUpperCase())) throw invalid('must be an ISO 4217 currency code');
        return value.toUpperCase();
      case 'logo':
        return checkedLogo(value);
      case 'applicationUrl':
      case 'loginUrl':
        if (!trustedOrigins.has(new URL(value).origin)) throw invalid('must be on an origin this deployment trusts (allowedOrigins)');
        return value;
      default:
        return value;
    }
  };

  const current = async (tenantId: string) => {
    const row = await store.tenantRow(db, tenantId);
    if (!row) throw fail('tenant.not_found');
    return row;
  };

  return {
    async get(auth: AuthContext): Promise<AccountSettings> {
      return toAccountSettings(await current(auth.tenantId));
    },

    /** Changes the given fields (null clears one); every change is audited by field name, never by value of the logo. */
    async update(auth: AuthContext, body: UpdateBody, ctx: RequestContext): Promise<AccountSettings> {
      const set: Partial<Record<(typeof COLUMNS)[keyof UpdateBody], string | null>> = {};
      for (const field of Object.keys(COLUMNS) as (keyof UpdateBody)[]) {
        const value = body[field];
        if (value === undefined) continue;
        set[COLUMNS[field]] = value === null || value === '' ? null : checked(field, value.trim());
      }
      const settings = await db.transaction().execute(async (trx) => {
        const row = await store.tenantRow(trx, auth.tenantId);
        if (!row) throw fail('tenant.not_found');
        const changed = Object.entries(set).filter(([column, v]) => row[column as keyof TenantsTable] !== v);
        if (changed.length === 0) return toAccountSettings(row);
        const next = { ...row, ...Object.fromEntries(changed), updated_at: iso(clock.now()) } as TenantsTable;
        await store.updateTenantSettings(trx, row.id, Object.fromEntries(changed), next.updated_at);
        const fields = (Object.keys(COLUMNS) as (keyof UpdateBody)[]).filter((f) => changed.some(([c]) => c === COLUMNS[f]));
        await events.emit(trx, ctx, 'account.settings_updated', row.id, { fields });
        return toAccountSettings(next);
      });
      // After the commit: a read between the write and the commit would keep the old logo.
      if (body.logo !== undefined) publicLoginBox.forget();
      return settings;
    },

    /** The public theme of the login box for a login alias (served with the vendor's by the configurations feature). */
    publicLoginBox: (alias: string | undefined) => publicLoginBox.of(alias),

    /** Custom-login URLs of the tenant named by its login alias, or of the signed-in caller's tenant. */
    async publicSettings(tenantId: string | null, alias: string | undefined) {
      const row = tenantId ? await store.tenantRow(db, tenantId) : alias ? await store.tenantByAlias(db, alias.slice(0, 200)) : undefined;
      if (!row) throw fail('tenant.not_found');
      return {
        tenantId: row.id,
        ...(row.application_url ? { applicationUrl: row.application_url } : {}),
        ...(row.login_url ? { loginUrl: row.login_url } : {}),
      };
    },

    async adminBox(auth: AuthContext) {
      const row = await store.adminBoxRow(db, auth.tenantId);
      return { configuration: row ? (JSON.parse(row.configuration) as Record<string, unknown>) : {}, updatedAt: row?.updated_at ?? null };
    },

    async updateAdminBox(auth: AuthContext, actions: BodyOf<typeof accountApi.updateAdminBoxMetadata>['actions'], ctx: RequestContext) {
      const saved = await db.transaction().execute(async (trx) => {
        const row = await store.adminBoxRow(trx, auth.tenantId);
        const before = row ? (JSON.parse(row.configuration) as Record<string, unknown>) : {};
        if (actions.length === 0) throw fail('account.no_changes');
        const next = applyAdminBoxActions(before, actions);
        // The branding leaves are shown before sign-in: a colour, logo or title that could not be served is refused.
        const problems = newBrandingProblems(before, next).map((p) => `${p.path}: ${p.message}`);
        if (problems.length > 0) throw fail('request.invalid', problems.join('; '), { errors: problems });
        const values = { configuration: JSON.stringify(next), updated_at: iso(clock.now()) };
        await store.saveAdminBox(trx, auth.tenantId, values);
        await events.emit(trx, ctx, 'account.login_box_updated', auth.tenantId, {
          paths: actions.map((a) => a.type),
        });
        return { configuration: next, updatedAt: values.updated_at };
      });
      publicLoginBox.forget();
      return saved;
    },
  };
}

/** The account-settings service. */
export type AccountSettingsService = ReturnType<typeof createAccountSettingsService>;
