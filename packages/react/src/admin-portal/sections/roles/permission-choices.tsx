import type { ReactNode } from 'react';

/** A permission a role dialog can offer. */
export interface PermissionOption {
  id: string;
  key: string;
  name: string;
  assignmentType: 'NEVER' | 'ALWAYS' | 'ASSIGNABLE';
}

/** Checkboxes named `permissionIds` for the permissions a tenant may put in a role (not NEVER). */
export function PermissionChoices({
  permissions,
  selected = [],
}: {
  permissions: readonly PermissionOption[];
  selected?: readonly string[];
}): ReactNode {
  return (
    <fieldset className="gh-field gh-admin-roles">
      <legend className="gh-label">Permissions</legend>
      {permissions
        .filter((p) => p.assignmentType !== 'NEVER')
        .map((p) => (
          <label key={p.id} className="gh-admin-check">
            <input type="checkbox" name="permissionIds" value={p.id} defaultChecked={selected.includes(p.id)} /> {p.name}{' '}
            <code>{p.key}</code>
          </label>
        ))}
    </fieldset>
  );
}
