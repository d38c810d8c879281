import { useEffect, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage, isApiError, loginBoxActions, loginBoxLeaf } from '@gatehouse/client';
import { portalAccountMessages } from '../../../i18n/portal-account-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { useToast } from '../../../ui/use-toast';
import { useAdminData } from '../../data/use-admin-data';
import { serverFieldErrors } from '../../kit/server-field-errors';
import { useNotify } from '../../kit/use-notify';
import { ColourField } from './colour-field';
import { FieldSkeletons } from './field-skeletons';
import {
  BACKGROUND_LEAF,
  languageName,
  leafValues,
  LOGIN_LOGO_MAX_BYTES,
  LOGO_LEAF,
  PRIMARY_LEAF,
  TITLE_MAX,
  titleLeaf,
  titleLocales,
} from './login-box-leaves';
import { LogoField } from './logo-field';

/** Props of LoginBoxForm. */
export interface LoginBoxFormProps {
  /** The user holds `fe.account-settings.write.custom-login-box`. */
  canWrite: boolean;
}

/**
 * The tenant's custom login box, kept as admin-box metadata and served to its login page (docs/branding.md): the
 * sign-in title per language, the primary and background colours, and the logo. Saving sends one action per changed
 * leaf (an emptied one is removed); with nothing changed the server answers 'No changes to update' (spec 001 §5). A
 * leaf the server refuses is named in its answer: the words go next to that field.
 */
export function LoginBoxForm({ canWrite }: LoginBoxFormProps): ReactNode {
  const { t, lang } = useMessages(portalAccountMessages);
  const notify = useNotify();
  const { toast } = useToast();
  const account = useAdminData().account;
  // Read when the tab opens; a save's answer replaces the cached metadata.
  const metadata = useQuery(account.queries.loginBox());
  const update = useMutation(account.mutations.updateLoginBox());
  const configuration = metadata.data?.configuration ?? {};
  const form = useForm<Record<string, string>>({ defaultValues: leafValues(configuration) });
  const [logo, setLogo] = useState<string | null | undefined>();
  const [logoError, setLogoError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const loaded = metadata.data !== undefined;
  const { reset } = form;
  // The first answer (the tab opened before it came) becomes the form's starting point.
  useEffect(() => {
    if (loaded) reset(leafValues(metadata.data.configuration));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the metadata first arrives; saves reset themselves
  }, [loaded, reset]);

  const locales = titleLocales(configuration);
  const sentence = (leaf: string) =>
    leaf === PRIMARY_LEAF || leaf === BACKGROUND_LEAF
      ? t('portal.account.loginBox.colourInvalid')
      : t('portal.account.loginBox.titleInvalid', { max: TITLE_MAX });

  const save = async (values: Record<string, string>) => {
    setFailure(undefined);
    const actions = loginBoxActions(configuration, { ...values, ...(logo !== undefined ? { [LOGO_LEAF]: logo ?? '' } : {}) });
    try {
      const next = await update.mutateAsync(actions);
      reset(leafValues(next.configuration));
      setLogo(undefined);
      notify.success(t('portal.account.loginBox.saved'));
    } catch (error) {
      if (isApiError(error) && error.errorCode === 'account.no_changes') {
        toast({ title: t('portal.account.loginBox.noChanges') });
        return;
      }
      const leaves = Object.keys(values);
      const { fields, rest } = serverFieldErrors(error, [...leaves, LOGO_LEAF]);
      if (fields[LOGO_LEAF]) setLogoError(t('portal.account.loginBox.logoRefused', { max: LOGIN_LOGO_MAX_BYTES / 1024 }));
      leaves
        .filter((leaf) => fields[leaf])
        .forEach((leaf, i) => form.setError(leaf, { message: sentence(leaf) }, { shouldFocus: i === 0 }));
      if (Object.keys(fields).length === 0) setFailure(rest);
    }
  };

  const { errors } = form.formState;
  const readOnly = !canWrite;
  return (
    <Card>
      <CardHeader title={t('portal.account.loginBox.title')} description={t('portal.account.loginBox.text')} />
      <form
        className="gh-account-card-form"
        onSubmit={(event) => void form.handleSubmit(save)(event)}
        noValidate
        aria-label={t('portal.account.loginBox.title')}
      >
        <CardBody className="gh-account-grid">
          <FormError message={failure ?? (metadata.isError ? errorMessage(metadata.error) : undefined)} />
          {!loaded && !metadata.isError && <FieldSkeletons count={4} />}
          {loaded &&
            locales.map((locale) => (
              <FormField
                key={locale}
                label={t('portal.account.loginBox.signInTitle', { language: languageName(locale, lang) })}
                error={errors[titleLeaf(locale)]?.message}
              >
                <TextInput
                  readOnly={readOnly}
                  maxLength={TITLE_MAX}
                  autoComplete="off"
                  {...form.register(titleLeaf(locale), {
                    validate: (value) => value.trim().length <= TITLE_MAX || sentence(titleLeaf(locale)),
                  })}
                />
              </FormField>
            ))}
          {loaded && (
            <>
              <ColourField
                control={form.control}
                name={PRIMARY_LEAF}
                label={t('portal.account.loginBox.primary')}
                pickLabel={t('portal.account.loginBox.pickPrimary')}
                description={t('portal.account.loginBox.colourHint')}
                invalid={sentence(PRIMARY_LEAF)}
                error={errors[PRIMARY_LEAF]?.message}
                readOnly={readOnly}
                placeholder="#4461f2"
              />
              <ColourField
                control={form.control}
                name={BACKGROUND_LEAF}
                label={t('portal.account.loginBox.background')}
                pickLabel={t('portal.account.loginBox.pickBackground')}
                invalid={sentence(BACKGROUND_LEAF)}
                error={errors[BACKGROUND_LEAF]?.message}
                readOnly={readOnly}
                placeholder="#ffffff"
              />
              <LogoField
                stored={loginBoxLeaf(configuration, LOGO_LEAF) || undefined}
                value={logo}
                onChange={(next) => {
                  setLogo(next);
                  setLogoError(undefined);
                }}
                onProblem={(problem) => setLogoError(t(`portal.account.logo.${problem}`, { max: LOGIN_LOGO_MAX_BYTES / 1024 }))}
                error={logoError}
                readOnly={readOnly}
                maxBytes={LOGIN_LOGO_MAX_BYTES}
                labels={{
                  title: t('portal.account.loginBox.logo'),
                  upload: t('portal.account.loginBox.logoUpload'),
                  replace: t('portal.account.loginBox.logoReplace'),
                  remove: t('portal.account.loginBox.logoRemove'),
                  alt: t('portal.account.loginBox.logoAlt'),
                  none: t('portal.account.loginBox.logoNone'),
                  hint: t('portal.account.logo.hint', { max: LOGIN_LOGO_MAX_BYTES / 1024 }),
                }}
              />
            </>
          )}
        </CardBody>
        {loaded && canWrite && (
          <CardFooter>
            <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
              {t('portal.account.loginBox.save')}
            </Button>
          </CardFooter>
        )}
      </form>
    </Card>
  );
}
