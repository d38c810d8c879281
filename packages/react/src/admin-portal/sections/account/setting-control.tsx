import { memo, useCallback, type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { FieldVisibility } from '../../admin-portal-options';
import type { Messages } from '../../../i18n/create-messages';
import type { PortalAccountId, PortalMessageId } from '../../../i18n/message-id';
import { FormField } from '../../../ui/form-field';
import { Select } from '../../../ui/select';
import { TextInput } from '../../../ui/text-input';
import { NOT_SET, type TextOption } from './account-choices';
import { settingIsValid, type SettingField, type TextSetting } from './settings-fields';

/** The Settings form's values: every text setting, '' for one not set. */
export type SettingsValues = Record<TextSetting, string>;

/** Props of SettingControl. */
export interface SettingControlProps {
  field: SettingField;
  visibility: FieldVisibility;
  form: UseFormReturn<SettingsValues>;
  /** The choices of a list field, the stored value among them. */
  options?: readonly TextOption[];
  /** The stored value, shown as text when the field is view only. */
  stored: string;
  t: Messages<PortalAccountId | PortalMessageId>['t'];
}

/** One setting as the host's options say: left out, shown as read-only text, or editable (a text box or a list). */
export function SettingControl({ field, visibility, form, options, stored, t }: SettingControlProps): ReactNode {
  if (visibility === 'hidden') return null;
  const label = t(field.label);
  const error = form.formState.errors[field.wire]?.message;
  if (visibility === 'viewOnly')
    return (
      <FormField label={label}>
        <TextInput value={stored} readOnly />
      </FormField>
    );
  if (options)
    return (
      <FormField label={label} error={error}>
        <Controller
          control={form.control}
          name={field.wire}
          render={({ field: control }) => <ListSetting options={options} value={control.value} onChange={control.onChange} />}
        />
      </FormField>
    );
  return (
    <FormField label={label} required={field.wire === 'name'} error={error}>
      <TextInput
        type={field.type ?? 'text'}
        autoComplete={
          field.wire === 'name' ? 'organization' : field.wire === 'address' ? 'street-address' : field.type === 'url' ? 'url' : 'off'
        }
        {...form.register(field.wire, { validate: (value) => settingIsValid(field.wire, value) || t(field.invalid) })}
      />
    </FormField>
  );
}

/**
 * A list setting (hundreds of time zones or currencies, the "Not set" choice first), drawn again only when its value
 * or choices change, not on every change of the form around it.
 */
const ListSetting = memo(function ListSetting(props: {
  options: readonly TextOption[];
  value: string;
  onChange(value: string): void;
}): ReactNode {
  const { options, value, onChange } = props;
  const change = useCallback((next: string) => onChange(next === NOT_SET ? '' : next), [onChange]);
  return <Select options={options} value={value === '' ? NOT_SET : value} onValueChange={change} />;
});
