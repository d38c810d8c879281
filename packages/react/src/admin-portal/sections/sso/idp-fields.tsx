import { useId, useState, type ReactNode } from 'react';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { Textarea } from '../../../ui/textarea';
import { FormAlert } from '../users/form-alert';
import { idpHint } from './sso-words';
import type { IdpForm } from './use-idp-form';

/** Props of IdpFields. */
export interface IdpFieldsProps {
  connection: SsoConfiguration;
  form: IdpForm;
}

/**
 * The identity provider's details: for SAML its metadata, by URL or as XML (pasted, or read from an uploaded file in
 * the browser); for OpenID Connect the issuer, client id and client secret. Errors sit under their fields.
 */
export function IdpFields({ connection, form }: IdpFieldsProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const { values, set, errors, busy } = form;
  const name = useId();
  const uploadId = useId();
  const [uploadError, setUploadError] = useState<string>();
  const upload = async (file: File | undefined) => {
    setUploadError(undefined);
    if (!file) return;
    try {
      set({ xml: await file.text() });
    } catch {
      setUploadError(t('portal.sso.idpForm.uploadFailed'));
    }
  };

  if (connection.type === 'oidc')
    return (
      <div className="gh-section-column">
        <p className="gh-section-note">{t(idpHint.oidc)}</p>
        <FormAlert message={form.formError} />
        <FormField label={t('portal.sso.idpForm.issuer')} description={t('portal.sso.idpForm.issuerHint')} error={errors.issuer} required>
          <TextInput
            type="url"
            autoComplete="off"
            value={values.issuer}
            disabled={busy}
            onChange={(e) => set({ issuer: e.target.value })}
          />
        </FormField>
        <FormField label={t('portal.sso.idpForm.clientId')} error={errors.clientId} required>
          <TextInput autoComplete="off" value={values.clientId} disabled={busy} onChange={(e) => set({ clientId: e.target.value })} />
        </FormField>
        <FormField
          label={t('portal.sso.idpForm.clientSecret')}
          description={connection.oidcSecret ? t('portal.sso.idpForm.secretKept') : undefined}
          error={errors.secret}
          required={!connection.oidcSecret}
        >
          <TextInput
            type="password"
            autoComplete="off"
            value={values.secret}
            disabled={busy}
            onChange={(e) => set({ secret: e.target.value })}
          />
        </FormField>
      </div>
    );

  return (
    <div className="gh-section-column">
      <p className="gh-section-note">{t(idpHint[connection.type])}</p>
      <FormAlert message={form.formError} />
      <fieldset className="gh-sso-choices gh-sso-choices-inline" disabled={busy}>
        <legend className="gh-form-label">{t('portal.sso.idpForm.source')}</legend>
        {(['url', 'xml'] as const).map((source) => (
          <label key={source} className="gh-sso-choice" htmlFor={`${name}-${source}`}>
            <input id={`${name}-${source}`} type="radio" name={name} checked={values.source === source} onChange={() => set({ source })} />
            <span>{t(source === 'url' ? 'portal.sso.idpForm.byUrl' : 'portal.sso.idpForm.byXml')}</span>
          </label>
        ))}
      </fieldset>
      {values.source === 'url' ? (
        <FormField label={t('portal.sso.idpForm.url')} error={errors.url} required>
          <TextInput
            type="url"
            autoComplete="off"
            placeholder="https://"
            value={values.url}
            disabled={busy}
            onChange={(e) => set({ url: e.target.value })}
          />
        </FormField>
      ) : (
        <>
          <FormField id={uploadId} label={t('portal.sso.idpForm.upload')} error={uploadError}>
            <input
              id={uploadId}
              type="file"
              className="gh-sso-file"
              accept=".xml,application/xml,text/xml,application/samlmetadata+xml"
              disabled={busy}
              onChange={(e) => void upload(e.target.files?.[0])}
            />
          </FormField>
          <FormField label={t('portal.sso.idpForm.xml')} error={errors.xml} required>
            <Textarea
              rows={6}
              className="gh-sso-xml"
              spellCheck={false}
              value={values.xml}
              disabled={busy}
              onChange={(e) => set({ xml: e.target.value })}
            />
          </FormField>
        </>
      )}
    </div>
  );
}
