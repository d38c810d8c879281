import { useId, useMemo, useState, type ReactNode } from 'react';
import type { PermissionCategory, PermissionWithAssignment } from '@gatehouse/contracts';
import { portalRolesMessages } from '../../../i18n/portal-roles-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Checkbox } from '../../../ui/checkbox';
import { Skeleton } from '../../../ui/skeleton';
import { TextInput } from '../../../ui/text-input';
import { offeredPermissions, permissionGroups, type PermissionGroup } from './permission-groups';

/** The permission catalogue as the picker shows it: loading, failed, or the permissions and their categories. */
export interface PermissionCatalogue {
  permissions: readonly PermissionWithAssignment[];
  /** Without them (not loaded, or refused), every permission shows under "Other". */
  categories: readonly PermissionCategory[];
  loading: boolean;
  /** Why the permissions could not be read. */
  error?: string;
}

/** Props of PermissionPicker. */
export interface PermissionPickerProps {
  catalogue: PermissionCatalogue;
  /** The chosen permission ids. */
  value: readonly string[];
  onChange(ids: string[]): void;
  /** Shows what a role holds without letting it change (the vendor's roles). */
  readOnly?: boolean;
}

/**
 * The permissions of a role, grouped under their categories, each category with a box that selects all of its
 * (shown) permissions; a filter box narrows the list as one types. It lives in a dialog's scrolling body, its filter
 * kept in view, so the dialog's actions stay reachable with a hundred permissions on a phone.
 */
export function PermissionPicker({ catalogue, value, onChange, readOnly = false }: PermissionPickerProps): ReactNode {
  const { permissions, categories } = catalogue;
  const { t } = useMessages(portalRolesMessages);
  const [filter, setFilter] = useState('');
  const labelId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const groups = useMemo(
    () => permissionGroups(permissions, categories, filter, t('portal.roles.picker.other')),
    [permissions, categories, filter, t],
  );
  const total = offeredPermissions(permissions).length;
  const count = offeredPermissions(permissions).filter((p) => chosen.has(p.id)).length;
  const set = (ids: readonly string[], on: boolean) => {
    const next = new Set(chosen);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    onChange([...next]);
  };
  return (
    <div className="gh-permission-picker" role="group" aria-labelledby={labelId}>
      <div className="gh-permission-picker-bar gh-section-sticky-bar">
        <span className="gh-form-label" id={labelId}>
          {t('portal.roles.picker.label')}
        </span>
        <TextInput
          type="search"
          value={filter}
          aria-label={t('portal.roles.picker.filter')}
          placeholder={t('portal.roles.picker.filter')}
          onChange={(event) => setFilter(event.currentTarget.value)}
          // Enter in the filter must not submit the dialog's form.
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        />
        <p className="gh-permission-picker-count gh-section-note" aria-live="polite">
          {t('portal.roles.picker.count', { count, total })}
        </p>
      </div>
      {catalogue.loading && <SkeletonLines />}
      {catalogue.error && (
        <p className="gh-permission-picker-error gh-dialog-error" role="alert">
          {catalogue.error}
        </p>
      )}
      {!catalogue.loading && !catalogue.error && total === 0 && (
        <p className="gh-permission-picker-empty gh-section-note">{t('portal.roles.picker.none')}</p>
      )}
      {total > 0 && groups.length === 0 && (
        <p className="gh-permission-picker-empty gh-section-note">{t('portal.roles.picker.noMatch', { filter })}</p>
      )}
      {groups.map((group) => (
        <Group key={group.id} group={group} chosen={chosen} readOnly={readOnly} onSet={set} />
      ))}
    </div>
  );
}

function Group(props: {
  group: PermissionGroup;
  chosen: ReadonlySet<string>;
  readOnly: boolean;
  onSet(ids: readonly string[], on: boolean): void;
}): ReactNode {
  const { group, chosen, readOnly, onSet } = props;
  const { t } = useMessages(portalRolesMessages);
  const ids = group.permissions.map((p) => p.id);
  const held = ids.filter((id) => chosen.has(id)).length;
  const all = held === ids.length ? true : held > 0 ? 'indeterminate' : false;
  return (
    <div className="gh-permission-group">
      <Checkbox
        className="gh-permission-group-all"
        label={group.name}
        description={t('portal.roles.picker.groupCount', { count: held, total: ids.length })}
        checked={all}
        disabled={readOnly}
        onCheckedChange={(on) => onSet(ids, on)}
      />
      <ul className="gh-permission-list">
        {group.permissions.map((p) => (
          <li key={p.id}>
            <Checkbox
              label={p.name}
              description={<code className="gh-permission-key gh-section-key">{p.key}</code>}
              checked={chosen.has(p.id)}
              disabled={readOnly}
              onCheckedChange={(on) => onSet([p.id], on)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SkeletonLines(): ReactNode {
  return (
    <div className="gh-permission-picker-loading gh-section-column" aria-busy="true">
      {[60, 45, 70, 50].map((width) => (
        <Skeleton key={width} width={`${width}%`} />
      ))}
    </div>
  );
}
