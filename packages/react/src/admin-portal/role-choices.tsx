import type { ReactNode } from 'react';

/** A role a dialog can offer. */
export interface RoleOption {
  id: string;
  name: string;
}

/** Props of RoleChoices. */
export interface RoleChoicesProps {
  roles: readonly RoleOption[];
  /** Ids checked when the dialog opens. */
  selected?: readonly string[];
  legend?: string;
}

/** Checkboxes named `roleIds`, one per role, in a labelled fieldset. */
export function RoleChoices({ roles, selected = [], legend = 'Roles' }: RoleChoicesProps): ReactNode {
  return (
    <fieldset className="gh-field gh-admin-roles">
      <legend className="gh-label">{legend}</legend>
      {roles.length === 0 && <p className="gh-text">No roles to choose from.</p>}
      {roles.map((role) => (
        <label key={role.id} className="gh-admin-check">
          <input type="checkbox" name="roleIds" value={role.id} defaultChecked={selected.includes(role.id)} /> {role.name}
        </label>
      ))}
    </fieldset>
  );
}
