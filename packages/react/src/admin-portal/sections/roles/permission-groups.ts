import type { PermissionCategory, PermissionWithAssignment } from '@gatehouse/contracts';

/** A category of the permission picker with the permissions it shows. */
export interface PermissionGroup {
  /** The category's id, or '' for permissions of no known category. */
  id: string;
  name: string;
  permissions: PermissionWithAssignment[];
}

/** The permissions a tenant may put in a role: every one but the NEVER ones (wire-compat §3.3). */
export const offeredPermissions = (permissions: readonly PermissionWithAssignment[]): PermissionWithAssignment[] =>
  permissions.filter((p) => p.assignmentType !== 'NEVER');

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * The offered permissions grouped by category, in the categories' order, those of no known category last under
 * `otherName`; with a filter, only permissions whose name, key, description or category holds every word of it
 * (a category that matches shows all of its permissions), and no empty group.
 */
export function permissionGroups(
  permissions: readonly PermissionWithAssignment[],
  categories: readonly PermissionCategory[],
  filter: string,
  otherName: string,
): PermissionGroup[] {
  const wanted = words(filter);
  const matches = (text: string) => wanted.every((w) => text.toLowerCase().includes(w));
  const known = new Map(categories.map((c) => [c.id, c]));
  const groups = new Map<string, PermissionGroup>(categories.map((c) => [c.id, { id: c.id, name: c.name, permissions: [] }]));
  const other: PermissionGroup = { id: '', name: otherName, permissions: [] };
  for (const p of offeredPermissions(permissions)) {
    const group = (known.has(p.categoryId) && groups.get(p.categoryId)) || other;
    if (matches(`${p.name} ${p.key} ${p.description} ${group.name}`)) group.permissions.push(p);
  }
  return [...groups.values(), other].filter((g) => g.permissions.length > 0);
}
