import { useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AssignableRole } from '@gatehouse/client';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { portalSsoMessages } from '../../../i18n/portal-sso-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { FormField } from '../../../ui/form-field';
import { TextInput } from '../../../ui/text-input';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { ChoiceList } from '../users/choice-list';
import { FormAlert } from '../users/form-alert';
import { GroupMappings } from './group-mappings';
import { roleChoices, useRoleLabels } from './role-choices';
import { fieldErrors } from './sso-words';

/** Props of RolesPanel. */
export interface RolesPanelProps {
  connection: SsoConfiguration;
  canWrite: boolean;
}

/** The roles a connection gives: its default roles, then its IdP groups' roles and the attribute that lists them. */
export function RolesPanel({ connection, canWrite }: RolesPanelProps): ReactNode {
  const roles = useQuery(useAdminData().roles.queries.assignable());
  return (
    <div className="gh-section-column">
      <DefaultRoles connection={connection} canWrite={canWrite} roles={roles.data} />
      <GroupMappings connection={connection} canWrite={canWrite} roles={roles.data ?? []}>
        <GroupsAttribute connection={connection} canWrite={canWrite} />
      </GroupMappings>
    </div>
  );
}

function DefaultRoles({ connection, canWrite, roles }: RolesPanelProps & { roles: readonly AssignableRole[] | undefined }): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const notify = useNotify();
  const save = useMutation(useAdminData().sso.mutations.setDefaultRoles());
  const [selected, setSelected] = useState<string[]>(connection.roleIds);
  const [error, setError] = useState<string>();
  const labels = useRoleLabels(t('portal.sso.roles.title'));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(undefined);
    try {
      await save.mutateAsync({ id: connection.id, roleIds: selected });
      notify.success(t('portal.sso.toast.rolesSaved'));
    } catch (failure) {
      setError(fieldErrors(failure, []).rest);
    }
  };
  return (
    <Card className="gh-section-card">
      <CardHeader title={t('portal.sso.roles.title')} description={t('portal.sso.roles.text')} headingLevel={3} />
      <CardBody>
        <form className="gh-section-column" onSubmit={(event) => void submit(event)}>
          <FormAlert message={error} />
          <ChoiceList
            choices={roleChoices(roles ?? [])}
            value={selected}
            onChange={setSelected}
            labels={labels}
            loading={roles === undefined}
            disabled={!canWrite || save.isPending}
          />
          {canWrite && (
            <div className="gh-section-buttons">
              <Button type="submit" loading={save.isPending}>
                {t('portal.sso.roles.save')}
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}

/** The name of the SAML attribute or OIDC claim that carries the member's groups. */
function GroupsAttribute({ connection, canWrite }: RolesPanelProps): ReactNode {
  const { t } = useMessages(portalSsoMessages);
  const notify = useNotify();
  const update = useMutation(useAdminData().sso.mutations.update());
  const [value, setValue] = useState(connection.groupsAttribute);
  const [error, setError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(undefined);
    if (!value.trim()) return setError(t('portal.sso.attribute.required'));
    setError(undefined);
    try {
      await update.mutateAsync({ id: connection.id, groupsAttribute: value.trim() });
      notify.success(t('portal.sso.toast.attributeSaved'));
    } catch (failure) {
      const split = fieldErrors(failure, ['groupsAttribute'] as const);
      setError(split.fields.groupsAttribute);
      setFormError(split.rest);
    }
  };
  return (
    <form className="gh-sso-add" noValidate onSubmit={(event) => void submit(event)}>
      <FormAlert message={formError} />
      <div className="gh-sso-add-row">
        <FormField
          label={t('portal.sso.attribute.field')}
          description={t('portal.sso.attribute.hint')}
          error={error}
          className="gh-sso-add-field"
        >
          <TextInput
            autoComplete="off"
            value={value}
            readOnly={!canWrite}
            disabled={update.isPending}
            onChange={(e) => setValue(e.target.value)}
          />
        </FormField>
        {canWrite && (
          <Button type="submit" loading={update.isPending}>
            {t('portal.sso.attribute.save')}
          </Button>
        )}
      </div>
    </form>
  );
}
