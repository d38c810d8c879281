import type { AccountSettings } from '@gatehouse/contracts';
import type { GatehouseApi } from '../transport/create-api';
import { adminScope, type AdminDeps, type AdminMutation, type AdminQuery, type AnswerOf } from './admin-query';

/** A change of the tenant's settings: a field left out stays, `null` clears it. */
export type AccountSettingsChange = NonNullable<NonNullable<Parameters<GatehouseApi['updateAccountSettings']>[0]>['body']>;
/** A text setting a form edits (the logo is a data URL, sent on its own). */
export type AccountTextSetting = Exclude<keyof AccountSettingsChange, 'logo'>;
/** The tenant's custom login-box metadata (wire-compat §3.22). */
export type LoginBoxMetadata = AnswerOf<'getAdminBoxMetadata'>;

/**
 * What a settings form sends: only the fields whose trimmed value differs from the stored one; an emptied field is
 * cleared with null, except a `required` one (the company name), which is sent empty for the server to refuse.
 */
export function settingsChanges(
  stored: AccountSettings,
  values: Partial<Record<AccountTextSetting, string>>,
  required: readonly AccountTextSetting[] = ['name'],
): AccountSettingsChange {
  const body: Record<string, string | null> = {};
  for (const [field, raw] of Object.entries(values) as [AccountTextSetting, string | undefined][]) {
    const value = (raw ?? '').trim();
    if (value !== (stored[field] ?? '')) body[field] = value === '' && !required.includes(field) ? null : value;
  }
  return body as AccountSettingsChange;
}

/** The account (tenant) settings and its custom login box; a save's answer becomes what the forms compare against. */
export function createAccountData({ client, queryClient }: AdminDeps) {
  const api = client.api;
  const key = (...rest: string[]) => [...adminScope(client), 'account', ...rest];

  return {
    queries: {
      /** The tenant's settings: company name, address, website, formats, logo and login addresses. */
      settings(): AdminQuery<AccountSettings> {
        return { queryKey: key('settings'), queryFn: () => api.getAccountSettings() };
      },
      /** The tenant's custom login-box metadata. */
      loginBox(): AdminQuery<LoginBoxMetadata> {
        return { queryKey: key('loginBox'), queryFn: () => api.getAdminBoxMetadata() };
      },
    },
    mutations: {
      /** Saves settings, login addresses or the logo (a data URL, null to remove); the answer replaces the cached settings. */
      updateSettings(): AdminMutation<AccountSettings, AccountSettingsChange> {
        const settingsKey = key('settings');
        return {
          mutationKey: [...settingsKey, 'update'],
          mutationFn: (body) => api.updateAccountSettings({ body }),
          onSuccess: (next) => void queryClient.setQueryData(settingsKey, next),
        };
      },
      /** Applies login-box actions (one per changed leaf); the answer replaces the cached metadata. */
      updateLoginBox(): AdminMutation<LoginBoxMetadata, { type: string; payload: unknown }[]> {
        const loginBoxKey = key('loginBox');
        return {
          mutationKey: [...loginBoxKey, 'update'],
          mutationFn: (actions) => api.updateAdminBoxMetadata({ body: { actions } }),
          onSuccess: (next) => void queryClient.setQueryData(loginBoxKey, next),
        };
      },
    },
  };
}

/** The account area of the admin data. */
export type AccountData = ReturnType<typeof createAccountData>;
