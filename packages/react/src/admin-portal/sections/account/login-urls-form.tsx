import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { settingsChanges } from '@gatehouse/client';
import type { AccountSettings } from '@gatehouse/contracts';
import { portalAccountMessages } from '../../../i18n/portal-account-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { useToast } from '../../../ui/use-toast';
import { useAdminData } from '../../data/use-admin-data';
import { serverFieldErrors } from '../../kit/server-field-errors';
import { useNotify } from '../../kit/use-notify';
import { isHttpUrl } from './settings-fields';

const URL_FIELDS = [
  { wire: 'applicationUrl', label: 'portal.account.urls.application', hint: 'portal.account.urls.applicationHint' },
  { wire: 'loginUrl', label: 'portal.account.urls.login', hint: 'portal.account.urls.loginHint' },
] as const;
type UrlValues = Record<(typeof URL_FIELDS)[number]['wire'], string>;
const valuesOf = (settings: AccountSettings): UrlValues => ({
  applicationUrl: settings.applicationUrl ?? '',
  loginUrl: settings.loginUrl ?? '',
});

/** Props of LoginUrlsForm. */
export interface LoginUrlsFormProps {
  settings: AccountSettings;
  /** The user holds `fe.secure.write.accountSettings`. */
  canWrite: boolean;
}

/**
 * The tenant's custom-login addresses (wire-compat §3.17): where its users land after signing in and its own login
 * page. The server takes only origins the deployment trusts; its refusal is put in words next to the address.
 */
export function LoginUrlsForm({ settings, canWrite }: LoginUrlsFormProps): ReactNode {
  const { t } = useMessages(portalAccountMessages);
  const notify = useNotify();
  const { toast } = useToast();
  const update = useMutation(useAdminData().account.mutations.updateSettings());
  const form = useForm<UrlValues>({ defaultValues: valuesOf(settings) });
  const [failure, setFailure] = useState<string>();

  const save = async (values: UrlValues) => {
    setFailure(undefined);
    // Only what changed is sent; an emptied address is cleared with null.
    const body = settingsChanges(settings, values, []);
    if (Object.keys(body).length === 0) {
      toast({ title: t('portal.account.noChanges') });
      return;
    }
    try {
      const next = await update.mutateAsync(body);
      form.reset(valuesOf(next));
      notify.success(t('portal.account.urls.saved'));
    } catch (error) {
      const { fields, rest } = serverFieldErrors(
        error,
        URL_FIELDS.map((f) => f.wire),
      );
      URL_FIELDS.filter((f) => fields[f.wire]).forEach((f, i) => {
        const untrusted = /trust/i.test(fields[f.wire]!);
        form.setError(
          f.wire,
          { message: untrusted ? t('portal.account.urls.untrusted') : t('portal.account.urls.invalid') },
          { shouldFocus: i === 0 },
        );
      });
      if (Object.keys(fields).length === 0) setFailure(rest);
    }
  };

  const { errors } = form.formState;
  return (
    <Card>
      <CardHeader
        title={t('portal.account.urls.title')}
        description={t('portal.account.urls.text')}
        actions={
          <Badge tone={settings.hasCustomLogin ? 'success' : 'neutral'}>
            {settings.hasCustomLogin ? t('portal.account.urls.on') : t('portal.account.urls.off')}
          </Badge>
        }
      />
      <form
        className="gh-account-card-form"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        noValidate
        aria-label={t('portal.account.urls.title')}
      >
        <CardBody className="gh-account-grid">
          <FormError message={failure} />
          {URL_FIELDS.map((f) => (
            <FormField key={f.wire} label={t(f.label)} description={t(f.hint)} error={errors[f.wire]?.message}>
              <TextInput
                type="url"
                autoComplete="url"
                readOnly={!canWrite}
                {...form.register(f.wire, { validate: (v) => v.trim() === '' || isHttpUrl(v.trim()) || t('portal.account.urls.invalid') })}
              />
            </FormField>
          ))}
        </CardBody>
        {canWrite && (
          <CardFooter>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t('portal.account.urls.save')}
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}
