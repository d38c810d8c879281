import type { ReactNode } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { portalGroupsMessages } from '../../../i18n/portal-groups-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { Textarea } from '../../../ui/textarea';
import { isColour, pickerHex, type GroupFormValues } from './group-form-values';

/** Props of GroupFields. */
export interface GroupFieldsProps {
  form: UseFormReturn<GroupFormValues>;
  /** While saving: the colour picker waits too. */
  disabled?: boolean;
}

/** A group's name (required), colour (typed, or picked) and description, each with its error next to it. */
export function GroupFields({ form, disabled }: GroupFieldsProps): ReactNode {
  const { t } = useMessages(portalGroupsMessages);
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const colour = useWatch({ control, name: 'color' });
  return (
    <>
      <FormField label={t('portal.groups.field.name')} error={errors.name?.message} required>
        <TextInput autoComplete="off" {...register('name', { validate: (v) => !!v.trim() || t('portal.groups.error.nameRequired') })} />
      </FormField>
      <FormField label={t('portal.groups.field.color')} description={t('portal.groups.field.colorHint')} error={errors.color?.message}>
        <div className="gh-groups-colour gh-section-colour">
          <input
            type="color"
            className="gh-groups-colour-picker gh-section-colour-swatch"
            aria-label={t('portal.groups.field.colorPicker')}
            value={pickerHex(colour)}
            disabled={disabled}
            onChange={(event) => setValue('color', event.target.value, { shouldDirty: true, shouldValidate: true })}
          />
          <TextInput
            autoComplete="off"
            placeholder="#4461f2"
            {...register('color', { validate: (v) => isColour(v) || t('portal.groups.error.color') })}
          />
        </div>
      </FormField>
      <FormField label={t('portal.groups.field.description')} error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
    </>
  );
}
