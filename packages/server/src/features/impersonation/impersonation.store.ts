import { IMPERSONATE_PERMISSION } from '@gatehouse/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../storage/schema';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';

/** The administrator acting in a session, or null for a session of its own user. */
export const actorOfSession = async (db: Kysely<Database>, sessionId: string): Promise<string | null> =>
  (await db.selectFrom('sessions').select('actor_id').where('id', '=', sessionId).executeTakeFirst())?.actor_id ?? null;

/** Links or unlinks the impersonation permission and the vendor's Admin role (idempotent). */
export async function setAdminImpersonationGrant(db: Kysely<Database>, granted: boolean): Promise<void> {
  const [role, permission] = await Promise.all([
    db
      .selectFrom('roles')
      .select('id')
      .where('vendor_id', '=', DEFAULT_VENDOR_ID)
      .where('tenant_id', 'is', null)
      .where('key', '=', 'Admin')
      .executeTakeFirst(),
    db
      .selectFrom('permissions')
      .select('id')
      .where('vendor_id', '=', DEFAULT_VENDOR_ID)
      .where('key', '=', IMPERSONATE_PERMISSION)
      .executeTakeFirst(),
  ]);
  if (!role || !permission) throw new Error('default roles are not seeded');
  if (granted) {
    await db
      .insertInto('role_permissions')
      .values({ role_id: role.id, permission_id: permission.id })
      .onConflict((oc) => oc.columns(['role_id', 'permission_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('role_permissions').where('role_id', '=', role.id).where('permission_id', '=', permission.id).execute();
  }
}
