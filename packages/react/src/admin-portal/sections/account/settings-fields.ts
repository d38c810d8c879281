import type { AccountTextSetting } from '@gatehouse/client';
import type { PortalAccountId } from '../../../i18n/message-id';
import { currencyOptions, DATE_FORMATS, patternOptions, TIME_FORMATS, timezoneOptions, type TextOption } from './account-choices';

/** A text setting of the Settings tab. */
export type TextSetting = Extract<
  AccountTextSetting,
  'name' | 'address' | 'website' | 'timezone' | 'currency' | 'dateFormat' | 'timeFormat'
>;

/** One field of the Settings tab. */
export interface SettingField {
  wire: TextSetting;
  /** `account.<key>` in the host's field options (spec 001 §2: companyName, address, website, timezone, currency). */
  key: string;
  label: PortalAccountId;
  /** What to do when the value is refused, in a sentence. */
  invalid: PortalAccountId;
  /** The card it sits in. */
  group: 'company' | 'regional';
  type?: 'url';
  /** A choice from a list (a select), in the UI's language. */
  options?: (lang: string) => TextOption[];
}

// The contracts' limits, repeated as literals: importing them would pull zod into this chunk. The server checks again.
const NAME_MAX = 200;
const ADDRESS_MAX = 500;

/** The Settings tab's fields, in order. */
export const SETTING_FIELDS: readonly SettingField[] = [
  {
    wire: 'name',
    key: 'companyName',
    label: 'portal.account.settings.name',
    invalid: 'portal.account.settings.nameInvalid',
    group: 'company',
  },
  {
    wire: 'address',
    key: 'address',
    label: 'portal.account.settings.address',
    invalid: 'portal.account.settings.addressInvalid',
    group: 'company',
  },
  {
    wire: 'website',
    key: 'website',
    label: 'portal.account.settings.website',
    invalid: 'portal.account.settings.websiteInvalid',
    group: 'company',
    type: 'url',
  },
  {
    wire: 'timezone',
    key: 'timezone',
    label: 'portal.account.settings.timezone',
    invalid: 'portal.account.settings.timezoneInvalid',
    group: 'regional',
    options: timezoneOptions,
  },
  {
    wire: 'currency',
    key: 'currency',
    label: 'portal.account.settings.currency',
    invalid: 'portal.account.settings.currencyInvalid',
    group: 'regional',
    options: currencyOptions,
  },
  {
    wire: 'dateFormat',
    key: 'dateFormat',
    label: 'portal.account.settings.dateFormat',
    invalid: 'portal.account.settings.formatInvalid',
    group: 'regional',
    options: () => patternOptions(DATE_FORMATS),
  },
  {
    wire: 'timeFormat',
    key: 'timeFormat',
    label: 'portal.account.settings.timeFormat',
    invalid: 'portal.account.settings.formatInvalid',
    group: 'regional',
    options: () => patternOptions(TIME_FORMATS),
  },
];

/** An absolute http(s) address without credentials, as the server takes it. */
export function isHttpUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Whether a typed value would pass the server's checks (lists are checked by their choices). */
export function settingIsValid(wire: TextSetting, raw: string): boolean {
  const value = raw.trim();
  if (wire === 'name') return value !== '' && value.length <= NAME_MAX;
  if (wire === 'address') return value.length <= ADDRESS_MAX;
  if (wire === 'website') return value === '' || isHttpUrl(value);
  return true;
}
