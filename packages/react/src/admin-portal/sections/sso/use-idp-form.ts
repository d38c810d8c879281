import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminData } from '../../data/use-admin-data';
import { fieldErrors } from './sso-words';

/** What the identity provider's form holds: SAML metadata (by URL or XML), or the OpenID Connect client. */
export interface IdpValues {
  source: 'url' | 'xml';
  url: string;
  xml: string;
  issuer: string;
  clientId: string;
  secret: string;
}

export type IdpField = Exclude<keyof IdpValues, 'source'>;

/** The form's state, its errors and its save (answers whether it saved). */
export interface IdpForm {
  values: IdpValues;
  set(patch: Partial<IdpValues>): void;
  errors: Partial<Record<IdpField, string>>;
  formError: string | undefined;
  busy: boolean;
  save(): Promise<boolean>;
}

const METADATA_CODES = ['sso.metadata_invalid', 'sso.metadata_url_refused', 'sso.metadata_fetch_failed', 'sso.certificate_invalid'];

/**
 * The provider's side of a connection. SAML sends the metadata URL (the server fetches it) or the XML (pasted or
 * uploaded); OpenID Connect PATCHes the issuer, client id and, when typed, the secret (left empty, a saved one stays).
 * A refusal goes under the field it is about, in the server's words.
 */
export function useIdpForm(connection: SsoConfiguration): IdpForm {
  const { t } = useMessages(portalSsoMessages);
  const sso = useAdminData().sso;
  const byUrl = useMutation(sso.mutations.metadataUrl());
  const byXml = useMutation(sso.mutations.metadata());
  const update = useMutation(sso.mutations.update());
  const [values, setValues] = useState<IdpValues>({
    source: 'url',
    url: '',
    xml: '',
    issuer: connection.oidcIssuer,
    clientId: connection.oidcClientId,
    secret: '',
  });
  const [errors, setErrors] = useState<Partial<Record<IdpField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const oidc = connection.type === 'oidc';

  const check = (): Partial<Record<IdpField, string>> => {
    if (oidc)
      return {
        ...(values.issuer.trim() ? {} : { issuer: t('portal.sso.idpForm.issuerRequired') }),
        ...(values.clientId.trim() ? {} : { clientId: t('portal.sso.idpForm.clientIdRequired') }),
        ...(values.secret || connection.oidcSecret ? {} : { secret: t('portal.sso.idpForm.clientSecretRequired') }),
      };
    if (values.source === 'url') return /^https?:\/\/\S+$/i.test(values.url.trim()) ? {} : { url: t('portal.sso.idpForm.urlRequired') };
    return values.xml.trim() ? {} : { xml: t('portal.sso.idpForm.xmlRequired') };
  };

  const send = () => {
    const id = connection.id;
    if (oidc)
      return update.mutateAsync({
        id,
        oidcIssuer: values.issuer.trim(),
        oidcClientId: values.clientId.trim(),
        ...(values.secret ? { oidcSecret: values.secret } : {}),
      });
    return values.source === 'url' ? byUrl.mutateAsync({ id, url: values.url }) : byXml.mutateAsync({ id, metadata: values.xml });
  };

  return {
    values,
    set: (patch) => setValues((v) => ({ ...v, ...patch })),
    errors,
    formError,
    busy: byUrl.isPending || byXml.isPending || update.isPending,
    async save() {
      setFormError(undefined);
      const invalid = check();
      setErrors(invalid);
      if (Object.keys(invalid).length > 0) return false;
      try {
        await send();
        setValues((v) => ({ ...v, secret: '' }));
        return true;
      } catch (error) {
        const metadataField = values.source === 'url' ? 'url' : 'xml';
        const codes = Object.fromEntries(METADATA_CODES.map((code) => [code, metadataField])) as Record<string, IdpField>;
        const split = oidc
          ? renamed(fieldErrors(error, ['oidcIssuer', 'oidcClientId', 'oidcSecret'] as const))
          : fieldErrors<IdpField>(error, [], codes);
        setErrors(split.fields);
        setFormError(split.rest);
        return false;
      }
    },
  };
}

/** The server names the OIDC fields by their wire names; the form by its own. */
function renamed(split: { fields: Partial<Record<'oidcIssuer' | 'oidcClientId' | 'oidcSecret', string>>; rest: string | undefined }) {
  const { oidcIssuer, oidcClientId, oidcSecret } = split.fields;
  const fields: Partial<Record<IdpField, string>> = {
    ...(oidcIssuer ? { issuer: oidcIssuer } : {}),
    ...(oidcClientId ? { clientId: oidcClientId } : {}),
    ...(oidcSecret ? { secret: oidcSecret } : {}),
  };
  return { fields, rest: split.rest };
}
