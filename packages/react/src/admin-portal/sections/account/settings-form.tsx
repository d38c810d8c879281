import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { settingsChanges } from '@gatehouse/client';
import type { AccountSettings } from '@gatehouse/contracts';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { useAdminPortalOptions } from '../../admin-portal-context';
import type { FieldVisibility } from '../../admin-portal-options';
import { useAdminData } from '../../data/use-admin-data';
import { currencyOptions, DATE_FORMATS, patternOptions, TIME_FORMATS, timezoneOptions, withCurrent } from './account-choices';
import { LogoField } from './logo-field';
import { SelectField, type SelectOption } from './select-field';
import { useFormStatus } from '../../use-form-status';

/** The text settings a form field edits: the wire field and its field-visibility key under `account.`. */
type TextSetting = 'name' | 'address' | 'website' | 'timezone' | 'currency' | 'dateFormat' | 'timeFormat';

interface FieldSpec {
  wire: TextSetting;
  /** `account.<key>` in the host's field options (spec 001 §2: companyName, address, website, timezone, currency). */
  key: string;
  label: string;
  options?: () => SelectOption[];
  type?: string;
}

const FIELDS: readonly FieldSpec[] = [
  { wire: 'name', key: 'companyName', label: 'Company name' },
  { wire: 'address', key: 'address', label: 'Address' },
  { wire: 'website', key: 'website', label: 'Website', type: 'url' },
  { wire: 'timezone', key: 'timezone', label: 'Time zone', options: timezoneOptions },
  { wire: 'currency', key: 'currency', label: 'Currency', options: currencyOptions },
  { wire: 'dateFormat', key: 'dateFormat', label: 'Date format', options: () => patternOptions(DATE_FORMATS) },
  { wire: 'timeFormat', key: 'timeFormat', label: 'Time format', options: () => patternOptions(TIME_FORMATS) },
];

/** Props of SettingsForm. */
export interface SettingsFormProps {
  settings: AccountSettings;
  /** The user holds `fe.secure.write.accountSettings`; without it every field is read only. */
  canWrite: boolean;
}

/** The Settings tab: company name, address, website, time zone, currency, date and time formats, logo. */
export function SettingsForm({ settings, canWrite }: SettingsFormProps): ReactNode {
  const update = useMutation(useAdminData().account.mutations.updateSettings());
  const status = useFormStatus();
  const [logo, setLogo] = useState<string | null | undefined>();
  const { fields } = useAdminPortalOptions();
  const visibility = (key: string): FieldVisibility => fields?.[`account.${key}`] ?? 'edit';
  const logoVisibility = visibility('logo');
  const shown = (v: FieldVisibility): FieldVisibility => (v === 'edit' && !canWrite ? 'viewOnly' : v);
  const editable = FIELDS.filter((f) => shown(visibility(f.key)) === 'edit');
  const logoEditable = shown(logoVisibility) === 'edit';
  const options = useMemo(
    () => Object.fromEntries(FIELDS.filter((f) => f.options).map((f) => [f.wire, withCurrent(f.options!(), settings[f.wire])])),
    [settings],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    // Only what changed is sent; an emptied field is cleared with null (the company name cannot be: the server says so).
    const values = Object.fromEntries(editable.map((f) => [f.wire, String(form.get(f.wire) ?? '')]));
    const body = { ...settingsChanges(settings, values, ['name']), ...(logoEditable && logo !== undefined ? { logo } : {}) };
    void status.run(async () => {
      if (Object.keys(body).length === 0) return 'Nothing changed.';
      await update.mutateAsync(body);
      setLogo(undefined);
      return 'Settings saved.';
    });
  };

  return (
    <form className="gh-form" onSubmit={submit} noValidate aria-label="Account settings">
      <FormError message={status.error} />
      {FIELDS.map((f) => {
        const v = shown(visibility(f.key));
        if (v === 'hidden') return null;
        const value = settings[f.wire] ?? '';
        if (f.options && v === 'edit')
          return <SelectField key={f.wire} label={f.label} name={f.wire} options={options[f.wire]!} defaultValue={value} />;
        return (
          <TextField
            key={f.wire}
            label={f.label}
            name={f.wire}
            type={f.type}
            defaultValue={value}
            readOnly={v === 'viewOnly'}
            required={f.wire === 'name'}
          />
        );
      })}
      {logoVisibility !== 'hidden' && (
        <LogoField stored={settings.logo} value={logo} onChange={setLogo} onError={status.fail} readOnly={!logoEditable} />
      )}
      {(editable.length > 0 || logoEditable) && (
        <button type="submit" className="gh-button gh-button-primary" disabled={status.busy} aria-busy={status.busy}>
          {status.busy ? 'Saving…' : 'Save settings'}
        </button>
      )}
      <p role="status" className="gh-text">
        {status.note ?? ''}
      </p>
    </form>
  );
}
