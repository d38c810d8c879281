import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import type { SsoConfiguration, SsoType } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { useAdminData } from '../../data/use-admin-data';
import { FormDialog } from '../../kit/form-dialog';
import { useNotify } from '../../kit/use-notify';
import { IdpFields } from './idp-fields';
import { SpValues } from './sp-values';
import { fieldErrors, idpName, protocolOf, ssoChoices } from './sso-words';
import { useIdpForm } from './use-idp-form';

/** Props of SetupDialog (rendered while open). */
export interface SetupDialogProps {
  onClose(): void;
  /** The set-up is saved: the section opens the new connection. */
  onDone(connectionId: string): void;
}

/**
 * The set-up of a connection in three steps: choose the identity provider (the connection is created then, switched
 * off, since the values to give the provider are its own), give the provider this side's values, then save the
 * provider's details. Left before the end, the connection stays in the list, off, to be finished later.
 */
export function SetupDialog({ onClose, onDone }: SetupDialogProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const sso = useAdminData().sso;
  const create = useMutation(sso.mutations.create());
  const [type, setType] = useState<SsoType>();
  const [created, setCreated] = useState<SsoConfiguration>();
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [error, setError] = useState<string>();
  // Step 3's save, registered by the step (its form lives there); the footer's button runs it.
  const saveProvider = useRef<() => Promise<void>>(undefined);
  const busy = useIsMutating({ mutationKey: sso.queries.list().queryKey }) > 0;
  // The connection as the list now has it (the answer of the create until the list has reloaded).
  const list = useQuery(sso.queries.list());
  const connection = list.data?.find((c) => c.id === created?.id) ?? created;

  const submit = async () => {
    setError(undefined);
    if (step === 1) {
      if (!type) return setError(t('portal.sso.setup.chooseRequired'));
      try {
        setCreated(await create.mutateAsync({ type }));
        setStep(2);
      } catch (failure) {
        setError(fieldErrors(failure, []).rest);
      }
    } else if (step === 2) setStep(3);
    else await saveProvider.current?.();
  };

  return (
    <FormDialog
      open
      size="lg"
      onOpenChange={(open) => !open && onClose()}
      title={t('portal.sso.setUp')}
      description={t('portal.sso.setup.step', { step })}
      cancelLabel={t(step === 1 ? 'portal.common.cancel' : 'portal.sso.setup.later')}
      submitLabel={t(step === 1 ? 'portal.sso.setup.continue' : step === 2 ? 'portal.sso.setup.next' : 'portal.sso.setup.save')}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {step === 1 && <ChooseProvider value={type} onChange={setType} error={error} />}
      {step > 1 && connection && (
        <>
          <p className="gh-section-note">{t('portal.sso.setup.draftNote')}</p>
          {step === 2 ? (
            <SpValues connection={connection} />
          ) : (
            <ProviderStep
              connection={connection}
              register={(save) => (saveProvider.current = save)}
              onSaved={() => onDone(connection.id)}
            />
          )}
        </>
      )}
    </FormDialog>
  );
}

/** Step 1: the identity providers as a labelled group of radio buttons. */
function ChooseProvider({ value, onChange, error }: { value?: SsoType; onChange(type: SsoType): void; error?: string }): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const name = useId();
  return (
    <fieldset className="gh-sso-choices" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="gh-form-label">{t('portal.sso.setup.choose')}</legend>
      {ssoChoices.map((choice) => (
        <label key={choice} className="gh-sso-choice gh-sso-choice-card" htmlFor={`${name}-${choice}`}>
          <input
            id={`${name}-${choice}`}
            type="radio"
            name={name}
            value={choice}
            checked={value === choice}
            onChange={() => onChange(choice)}
          />
          <span className="gh-section-cell-text">
            <span className="gh-sso-choice-name">{t(idpName[choice])}</span>
            <span className="gh-section-cell-detail">{t(protocolOf(choice))}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={`${name}-error`} className="gh-form-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** Props of ProviderStep. */
interface ProviderStepProps {
  connection: SsoConfiguration;
  /** Hands the dialog this step's save, which the footer's submit button runs. */
  register(save: () => Promise<void>): void;
  onSaved(): void;
}

/** Step 3: the provider's details, saved by the dialog's submit button; a refusal keeps the step with its errors. */
function ProviderStep({ connection, register, onSaved }: ProviderStepProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const notify = useNotify();
  const form = useIdpForm(connection);
  useEffect(() => {
    register(async () => {
      if (!(await form.save())) return;
      notify.success(t('portal.sso.toast.setupDone', { name: t(idpName[connection.type]) }));
      onSaved();
    });
  });
  return <IdpFields connection={connection} form={form} />;
}
