import type { Kysely, Transaction } from 'kysely';
import type { Database, InviteLinksTable } from '../../storage/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** The tenant's invite link, if any. */
export const inviteLinkOf = (db: Db, tenantId: string) =>
  db.selectFrom('invite_links').selectAll().where('tenant_id', '=', tenantId).executeTakeFirst();

/** Stores the tenant's invite link in place of any earlier one. */
export async function replaceInviteLink(trx: Transaction<Database>, row: InviteLinksTable): Promise<void> {
  await trx.deleteFrom('invite_links').where('tenant_id', '=', row.tenant_id).execute();
  await trx.insertInto('invite_links').values(row).execute();
}

/** Writes a link's roles, email setting, expiry and `updated_at`. */
export async function updateInviteLink(trx: Transaction<Database>, link: InviteLinksTable): Promise<void> {
  await trx
    .updateTable('invite_links')
    .set({
      role_ids: link.role_ids,
      should_send_email: link.should_send_email,
      expires_at: link.expires_at,
      updated_at: link.updated_at,
    })
    .where('id', '=', link.id)
    .execute();
}

/** Deletes a link. */
export async function deleteInviteLink(trx: Transaction<Database>, id: string): Promise<void> {
  await trx.deleteFrom('invite_links').where('id', '=', id).execute();
}

/** The name of the tenant a link token belongs to (a deleted tenant's finds nothing) and the link's expiry. */
export const inviteLinkByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('invite_links')
    .innerJoin('tenants', 'tenants.id', 'invite_links.tenant_id')
    .select(['tenants.name', 'invite_links.expires_at'])
    .where('invite_links.token_hash', '=', tokenHash)
    .where('tenants.deleted_at', 'is', null)
    .executeTakeFirst();
