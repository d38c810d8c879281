import { describe, expect, it } from 'vitest';
import { permissionGroups } from './permission-groups';

const STAMP = '2026-01-01T00:00:00.000Z';
const permission = (id: string, categoryId: string, name: string, assignmentType: 'NEVER' | 'ALWAYS' | 'ASSIGNABLE' = 'ASSIGNABLE') => ({
  id,
  key: `fe.${id}`,
  name,
  description: '',
  fePermission: true,
  categoryId,
  assignmentType,
  roleIds: [],
  createdAt: STAMP,
  updatedAt: STAMP,
});
const category = (id: string, name: string) => ({
  id,
  name,
  description: '',
  feCategory: true,
  permissionIds: [],
  createdAt: STAMP,
  updatedAt: STAMP,
});

const permissions = [
  permission('read-users', 'users', 'Read users'),
  permission('vendor', 'users', 'Vendor only', 'NEVER'),
  permission('read-audits', 'audits', 'Read audit logs', 'ALWAYS'),
  permission('mystery', 'gone', 'Mystery power'),
];
const categories = [category('audits', 'Audits'), category('users', 'Users'), category('empty', 'Empty')];
const shape = (groups: ReturnType<typeof permissionGroups>) => groups.map((g) => [g.name, g.permissions.map((p) => p.id)]);

describe('permissionGroups', () => {
  it('groups what a tenant may assign in the categories’ order, unknown categories last, and no empty group', () => {
    expect(shape(permissionGroups(permissions, categories, '', 'Other'))).toEqual([
      ['Audits', ['read-audits']],
      ['Users', ['read-users']],
      ['Other', ['mystery']],
    ]);
  });

  it('keeps the permissions holding every word of the filter in their name, key or category', () => {
    expect(shape(permissionGroups(permissions, categories, '  READ   users ', 'Other'))).toEqual([['Users', ['read-users']]]);
    expect(shape(permissionGroups(permissions, categories, 'audits', 'Other'))).toEqual([['Audits', ['read-audits']]]);
    expect(shape(permissionGroups(permissions, categories, 'fe.mystery', 'Other'))).toEqual([['Other', ['mystery']]]);
    expect(permissionGroups(permissions, categories, 'vendor', 'Other')).toEqual([]);
  });
});
