import { useEffect, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useSession } from '../../../hooks/use-session';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { Textarea } from '../../../ui/textarea';
import { useAdminData } from '../../data/use-admin-data';
import { serverFieldErrors } from '../../kit/server-field-errors';
import { useNotify } from '../../kit/use-notify';
import { useFieldVisibility } from '../../use-field-visibility';
import { ProfileFormCard } from './profile-form-card';
import { SignInPhone } from './sign-in-phone';

interface DetailsForm {
  name: string;
  jobTitle: string;
  address: string;
}

const NAME_MAX = 200;
const JOB_TITLE_MAX = 100;
const ADDRESS_MAX = 500;

/**
 * The user's personal details (spec 001 §2 profile fields): name, job title and address (kept in the metadata,
 * decision 0046), each hidden, read only or editable as the host says, and the sign-in phone number. Save sends the
 * editable fields only; the server's refusal of a field shows next to it.
 */
export function PersonalDetailsCard(): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const notify = useNotify();
  const profile = useAdminData().profile;
  const save = useMutation(profile.mutations.saveDetails());
  const { user } = useSession();
  const visibility = {
    name: useFieldVisibility('profile.name'),
    jobTitle: useFieldVisibility('profile.jobTitle'),
    address: useFieldVisibility('profile.address'),
  };
  const phone = useFieldVisibility('profile.phoneNumber');
  const [error, setError] = useState<string>();
  const details = profile.detailsOf(user?.metadata);
  const values: DetailsForm = { name: user?.name ?? '', jobTitle: details.jobTitle, address: details.address };
  const form = useForm<DetailsForm>({ defaultValues: values });
  const { errors, isSubmitting } = form.formState;
  const valuesKey = JSON.stringify(values);
  useEffect(() => {
    // The saved answer (or a refreshed session) becomes what the form starts from.
    form.reset(JSON.parse(valuesKey) as DetailsForm);
  }, [valuesKey, form]);

  const editable = (Object.keys(visibility) as (keyof DetailsForm)[]).filter((field) => visibility[field] === 'edit');
  const submit = form.handleSubmit(async (typed) => {
    setError(undefined);
    try {
      await save.mutateAsync(Object.fromEntries(editable.map((field) => [field, typed[field]])));
      notify.success(t('portal.profile.details.saved'));
    } catch (failure) {
      // The server words a field's problem for logs ("name: Too big: …"): the form says it in a sentence by the field.
      const { fields, rest } = serverFieldErrors(failure, ['name', 'metadata'] as const);
      if (fields.name) form.setError('name', { message: t('portal.profile.details.nameInvalid') }, { shouldFocus: true });
      if (fields.metadata) form.setError('address', { message: t('portal.profile.details.tooLong') }, { shouldFocus: !fields.name });
      setError(rest);
    }
  });
  const field = (name: keyof DetailsForm, label: string, max: number, control: 'input' | 'textarea' = 'input') => {
    if (visibility[name] === 'hidden') return null;
    const props = {
      readOnly: visibility[name] === 'viewOnly',
      ...form.register(name, {
        maxLength: { value: max, message: t('portal.profile.details.max', { max }) },
        ...(name === 'name' ? { validate: (value: string) => value.trim() !== '' || t('portal.profile.details.nameRequired') } : {}),
      }),
    };
    return (
      <FormField label={label} error={errors[name]?.message} required={name === 'name' && visibility.name === 'edit'}>
        {control === 'textarea' ? <Textarea rows={2} autoComplete="street-address" {...props} /> : <TextInput {...props} />}
      </FormField>
    );
  };

  return (
    <ProfileFormCard
      title={t('portal.profile.details.title')}
      description={t('portal.profile.details.description')}
      onSubmit={(event) => void submit(event)}
      error={error}
      // Outside the form: its own dialogs' forms must not submit this one.
      after={phone !== 'hidden' && <SignInPhone phoneNumber={user?.phoneNumber} visibility={phone} />}
      submitLabel={t('portal.profile.details.save')}
      busy={isSubmitting}
      savable={editable.length > 0}
    >
      <div className="gh-profile-row">
        <div className="gh-profile-row-text">
          <span className="gh-profile-row-label">{t('portal.profile.details.email')}</span>
          <span className="gh-profile-row-value">{user?.email}</span>
        </div>
      </div>
      {field('name', t('portal.profile.details.name'), NAME_MAX)}
      {field('jobTitle', t('portal.profile.details.jobTitle'), JOB_TITLE_MAX)}
      {field('address', t('portal.profile.details.address'), ADDRESS_MAX, 'textarea')}
    </ProfileFormCard>
  );
}
