import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { settingsChanges } from '@gatehouse/client';
import type { AccountSettings } from '@gatehouse/contracts';
import { portalAccountMessages } from '../../../i18n/portal-account-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { useToast } from '../../../ui/use-toast';
import { useAdminPortalOptions } from '../../admin-portal-context';
import type { FieldVisibility } from '../../admin-portal-options';
import { useAdminData } from '../../data/use-admin-data';
import { serverFieldErrors } from '../../kit/server-field-errors';
import { useNotify } from '../../kit/use-notify';
import { NOT_SET, withCurrent } from './account-choices';
import { LogoField } from './logo-field';
import { LOGO_MAX_BYTES, type LogoProblem } from './read-logo';
import { SettingControl, type SettingsValues } from './setting-control';
import { SETTING_FIELDS, type SettingField } from './settings-fields';

const valuesOf = (settings: AccountSettings) =>
  Object.fromEntries(SETTING_FIELDS.map((f) => [f.wire, settings[f.wire] ?? ''])) as SettingsValues;

/** Props of SettingsForm. */
export interface SettingsFormProps {
  settings: AccountSettings;
  /** The user holds `fe.secure.write.accountSettings`; without it every field is view only at most. */
  canWrite: boolean;
}

/**
 * The Settings tab: company name, address, website and logo; time zone, currency, date and time formats. Each field
 * follows the host's field visibility. Saving sends only what changed (an emptied field is cleared); a refused field
 * says why next to it.
 */
export function SettingsForm({ settings, canWrite }: SettingsFormProps): ReactNode {
  const { t, lang } = useMessages(portalAccountMessages);
  const notify = useNotify();
  const { toast } = useToast();
  const update = useMutation(useAdminData().account.mutations.updateSettings());
  const { fields: hostFields } = useAdminPortalOptions();
  const form = useForm<SettingsValues>({ defaultValues: valuesOf(settings) });
  const [logo, setLogo] = useState<string | null | undefined>();
  const [logoError, setLogoError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const visibility = (key: string): FieldVisibility => {
    const v = hostFields?.[`account.${key}`] ?? 'edit';
    return v === 'edit' && !canWrite ? 'viewOnly' : v;
  };
  const editable = SETTING_FIELDS.filter((f) => visibility(f.key) === 'edit');
  const logoVisibility = visibility('logo');
  const notSet = t('portal.account.settings.notSet');
  // The "Not set" choice first: a setting from a list can be cleared again.
  const options = useMemo(
    () =>
      Object.fromEntries(
        SETTING_FIELDS.filter((f) => f.options).map((f) => [
          f.wire,
          [{ value: NOT_SET, label: notSet }, ...withCurrent(f.options!(lang), settings[f.wire])],
        ]),
      ),
    [settings, lang, notSet],
  );
  const logoSentence = (problem: LogoProblem) => t(`portal.account.logo.${problem}`, { max: LOGO_MAX_BYTES / 1024 });

  const save = async (values: SettingsValues) => {
    setFailure(undefined);
    // Only what changed is sent; an emptied field is cleared with null (the company name cannot be: the server says so).
    const changes = settingsChanges(settings, Object.fromEntries(editable.map((f) => [f.wire, values[f.wire]])), ['name']);
    const body = { ...changes, ...(logoVisibility === 'edit' && logo !== undefined ? { logo } : {}) };
    if (Object.keys(body).length === 0) {
      toast({ title: t('portal.account.noChanges') });
      return;
    }
    try {
      const next = await update.mutateAsync(body);
      form.reset(valuesOf(next));
      setLogo(undefined);
      setLogoError(undefined);
      notify.success(t('portal.account.settings.saved'));
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error, [...SETTING_FIELDS.map((f) => f.wire), 'logo' as const]);
      if (fields.logo) setLogoError(t('portal.account.logo.refused', { max: LOGO_MAX_BYTES / 1024 }));
      SETTING_FIELDS.filter((f) => fields[f.wire]).forEach((f, i) =>
        form.setError(f.wire, { message: t(f.invalid) }, { shouldFocus: i === 0 }),
      );
      if (Object.keys(fields).length === 0) setFailure(rest);
    }
  };

  const control = (field: SettingField) => (
    <SettingControl
      key={field.wire}
      field={field}
      visibility={visibility(field.key)}
      form={form}
      options={options[field.wire]}
      stored={settings[field.wire] ?? ''}
      t={t}
    />
  );
  const company = SETTING_FIELDS.filter((f) => f.group === 'company' && visibility(f.key) !== 'hidden');
  const regional = SETTING_FIELDS.filter((f) => f.group === 'regional' && visibility(f.key) !== 'hidden');
  const busy = form.formState.isSubmitting;
  return (
    <form
      className="gh-account-form"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      noValidate
      aria-label={t('portal.account.settings.label')}
    >
      <FormError message={failure} />
      {(company.length > 0 || logoVisibility !== 'hidden') && (
        <Card>
          <CardHeader title={t('portal.account.settings.companyTitle')} description={t('portal.account.settings.companyText')} />
          <CardBody className="gh-account-grid">
            {company.map(control)}
            {logoVisibility !== 'hidden' && (
              <LogoField
                stored={settings.logo}
                value={logo}
                onChange={(next) => {
                  setLogo(next);
                  setLogoError(undefined);
                }}
                onProblem={(problem) => setLogoError(logoSentence(problem))}
                error={logoError}
                readOnly={logoVisibility !== 'edit'}
                labels={{
                  title: t('portal.account.logo.title'),
                  upload: t('portal.account.logo.upload'),
                  replace: t('portal.account.logo.replace'),
                  remove: t('portal.account.logo.remove'),
                  alt: t('portal.account.logo.alt'),
                  none: t('portal.account.logo.none'),
                  hint: t('portal.account.logo.hint', { max: LOGO_MAX_BYTES / 1024 }),
                }}
              />
            )}
          </CardBody>
        </Card>
      )}
      {regional.length > 0 && (
        <Card>
          <CardHeader title={t('portal.account.settings.regionalTitle')} description={t('portal.account.settings.regionalText')} />
          <CardBody className="gh-account-grid">{regional.map(control)}</CardBody>
        </Card>
      )}
      {(editable.length > 0 || logoVisibility === 'edit') && (
        <div className="gh-account-actions">
          <Button type="submit" variant="primary" loading={busy}>
            {t('portal.account.settings.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
