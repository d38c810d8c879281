import { useId, useMemo, useState, type ReactNode } from 'react';
import type { AssignableRole } from '@gatehouse/client';
import { portalTokensMessages } from '../../../i18n/portal-tokens-messages';
import { useMessages } from '../../../i18n/use-messages';
import { Checkbox } from '../../../ui/checkbox';
import { Skeleton } from '../../../ui/skeleton';
import { TextInput } from '../../../ui/text-input';

/** A list this long gets a filter box. */
const FILTER_FROM = 8;

/** Props of TokenRolesPicker. */
export interface TokenRolesPickerProps {
  roles: readonly AssignableRole[];
  loading: boolean;
  /** Why the roles could not be read. */
  error?: string;
  value: readonly string[];
  onChange(ids: string[]): void;
}

/** The roles a tenant token carries: checkboxes, with a filter box once the list is long, inside the dialog's scrolling body. */
export function TokenRolesPicker({ roles, loading, error, value, onChange }: TokenRolesPickerProps): ReactNode {
  const { t } = useMessages(portalTokensMessages);
  const [filter, setFilter] = useState('');
  const labelId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = roles.filter((r) => words.every((w) => `${r.name} ${r.key} ${r.description ?? ''}`.toLowerCase().includes(w)));
  const toggle = (id: string, on: boolean) => onChange(on ? [...value.filter((v) => v !== id), id] : value.filter((v) => v !== id));
  return (
    <div className="gh-token-roles" role="group" aria-labelledby={labelId}>
      <div className="gh-token-roles-bar gh-section-sticky-bar">
        <span className="gh-form-label" id={labelId}>
          {t('portal.tokens.form.roles')}
        </span>
        {roles.length >= FILTER_FROM && (
          <TextInput
            type="search"
            value={filter}
            aria-label={t('portal.tokens.form.filterRoles')}
            placeholder={t('portal.tokens.form.filterRoles')}
            onChange={(event) => setFilter(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          />
        )}
        {roles.length > 0 && (
          <p className="gh-token-roles-note gh-section-note" aria-live="polite">
            {t('portal.tokens.form.rolesSelected', { count: chosen.size })}
          </p>
        )}
      </div>
      {loading && <Skeleton width="60%" />}
      {error && (
        <p className="gh-token-roles-error gh-dialog-error" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && roles.length === 0 && <p className="gh-token-roles-note gh-section-note">{t('portal.tokens.form.noRoles')}</p>}
      {roles.length > 0 && shown.length === 0 && (
        <p className="gh-token-roles-note gh-section-note">{t('portal.tokens.form.noRoleMatches', { filter })}</p>
      )}
      <ul className="gh-token-roles-list">
        {shown.map((role) => (
          <li key={role.id}>
            <Checkbox
              label={role.name}
              description={role.description || undefined}
              checked={chosen.has(role.id)}
              onCheckedChange={(on) => toggle(role.id, on)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
