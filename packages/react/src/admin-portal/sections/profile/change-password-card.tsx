import { useId, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage, isApiError } from '@gatehouse/client';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';
import { PasswordStrength } from '../../../ui/password-strength';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { ProfileFormCard } from './profile-form-card';

interface PasswordForm {
  password: string;
  newPassword: string;
}

/**
 * Change password: the current one and the new one, with the policy's rule and a strength meter under the new one
 * before the first submit. The server judges the new one (its length policy and the breached-password list): its
 * refusal shows next to the field it is about, in its words. Other sessions end on success.
 */
export function ChangePasswordCard(): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const profile = useAdminData().profile;
  const changePassword = useMutation(profile.mutations.changePassword());
  // The policy, for the rule and the meter only: a failure to read it leaves them out, the server still checks.
  const policy = useQuery(profile.queries.passwordPolicy());
  const form = useForm<PasswordForm>({ defaultValues: { password: '', newPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const [error, setError] = useState<string>();
  const ruleId = useId();
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const submit = form.handleSubmit(async (typed) => {
    setError(undefined);
    try {
      await changePassword.mutateAsync(typed);
      form.reset();
      notify.success(t('portal.profile.password.changed'));
    } catch (failure) {
      const code = isApiError(failure) ? failure.errorCode : undefined;
      const message = errorMessage(failure);
      // The refusal goes next to the field it is about; anything else above the form.
      if (code === 'auth.invalid_password') form.setError('password', { message }, { shouldFocus: true });
      else if (code?.startsWith('password.')) form.setError('newPassword', { message }, { shouldFocus: true });
      else setError(message);
    }
  });
  const required = { validate: (value: string) => value !== '' || t('portal.profile.password.required') };
  return (
    <ProfileFormCard
      title={t('portal.profile.password.title')}
      description={t('portal.profile.password.description')}
      onSubmit={(event) => void submit(event)}
      error={error}
      submitLabel={t('portal.profile.password.submit')}
      busy={isSubmitting}
    >
      <FormField label={t('portal.profile.password.current')} error={errors.password?.message} required>
        <PasswordInput labels={ui.password} autoComplete="current-password" {...form.register('password', required)} />
      </FormField>
      <FormField label={t('portal.profile.password.new')} error={errors.newPassword?.message} required>
        <PasswordInput
          labels={ui.password}
          autoComplete="new-password"
          aria-describedby={policy.data ? ruleId : undefined}
          {...form.register('newPassword', required)}
        />
      </FormField>
      {policy.data && (
        <PasswordStrength
          id={ruleId}
          password={newPassword}
          rule={policy.data}
          ruleText={t('portal.profile.password.rule', { min: policy.data.minLength })}
          labels={{
            meter: t('portal.profile.password.meter'),
            tooShort: t('portal.profile.password.tooShort'),
            tooLong: t('portal.profile.password.tooLong'),
            needsVariety: t('portal.profile.password.needsVariety'),
            weak: t('portal.profile.password.weak'),
            fair: t('portal.profile.password.fair'),
            good: t('portal.profile.password.good'),
            strong: t('portal.profile.password.strong'),
          }}
        />
      )}
    </ProfileFormCard>
  );
}
