import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { defaultRoles, IMPERSONATE_PERMISSION, isReadPermission, permissionCatalogue } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { Clock } from '../../kernel/clock';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import type { Database } from '../../storage/schema';

/**
 * Seeds the vendor, the permission catalogue and the default roles (idempotent): Admin holds
 * every permission (what `fe.*` means), ReadOnly the read permissions and is the default role
 * given to users who join an existing tenant.
 */
export async function seedDefaults(db: Kysely<Database>, clock: Clock, vendorName: string): Promise<void> {
  const now = iso(clock.now());
  await db.transaction().execute(async (trx) => {
    const vendor = await trx.selectFrom('vendors').select('id').where('id', '=', DEFAULT_VENDOR_ID).executeTakeFirst();
    if (!vendor)
      await trx
        .insertInto('vendors')
        .values({ id: DEFAULT_VENDOR_ID, name: vendorName, logo: null, settings: '{}', created_at: now })
        .execute();
    const existing = new Map(
      (await trx.selectFrom('permissions').select(['id', 'key']).where('vendor_id', '=', DEFAULT_VENDOR_ID).execute()).map((p) => [
        p.key,
        p.id,
      ]),
    );
    for (const p of permissionCatalogue) {
      if (existing.has(p.key)) continue;
      const id = newId();
      existing.set(p.key, id);
      await trx
        .insertInto('permissions')
        .values({
          id,
          vendor_id: DEFAULT_VENDOR_ID,
          key: p.key,
          name: p.name,
          description: p.name,
          category: p.category,
          fe_permission: 1,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    const ensureRole = async (key: string, name: string, description: string, isDefault: boolean, keys: string[]) => {
      let role = await trx
        .selectFrom('roles')
        .select('id')
        .where('vendor_id', '=', DEFAULT_VENDOR_ID)
        .where('tenant_id', 'is', null)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!role) {
        role = { id: newId() };
        await trx
          .insertInto('roles')
          .values({
            id: role.id,
            vendor_id: DEFAULT_VENDOR_ID,
            tenant_id: null,
            key,
            name,
            description,
            is_default: isDefault ? 1 : 0,
            level: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      const linked = new Set(
        (await trx.selectFrom('role_permissions').select('permission_id').where('role_id', '=', role.id).execute()).map(
          (r) => r.permission_id,
        ),
      );
      for (const k of keys) {
        const pid = existing.get(k)!;
        if (!linked.has(pid)) await trx.insertInto('role_permissions').values({ role_id: role.id, permission_id: pid }).execute();
      }
    };
    const all = permissionCatalogue.map((p) => p.key);
    // Impersonation is granted to Admin only when the operator opts in (syncImpersonationGrant, decision 0021).
    await ensureRole(
      defaultRoles.admin.key,
      defaultRoles.admin.name,
      defaultRoles.admin.description,
      false,
      all.filter((k) => k !== IMPERSONATE_PERMISSION),
    );
    await ensureRole(
      defaultRoles.readOnly.key,
      defaultRoles.readOnly.name,
      defaultRoles.readOnly.description,
      true,
      all.filter(isReadPermission),
    );
  });
}
