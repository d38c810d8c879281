import type { Transaction } from 'kysely';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import type { Database } from '../../storage/schema';
import { newUserRow } from './new-user-row';

/** A new account: its own tenant and its first user, the tenant's Admin. */
export interface NewAccount {
  userId: string;
  tenantId: string;
  adminRoleId: string;
  email: string;
  name: string;
  companyName: string;
  passwordHash: string | null;
  metadata?: string;
  /** Whether the address is already proven (a provider vouched for it); else activation proves it. */
  verified: boolean;
  /** How the user signs in: `local`, or the provider that created the account. */
  provider: string;
  now: string;
}

/** Writes a new account's tenant, user, membership and Admin role in the caller's transaction (every sign-up's rows). */
export async function insertAccount(trx: Transaction<Database>, a: NewAccount): Promise<void> {
  await trx
    .insertInto('tenants')
    .values({
      id: a.tenantId,
      vendor_id: DEFAULT_VENDOR_ID,
      name: a.companyName,
      alias: null,
      metadata: '{}',
      address: null,
      timezone: null,
      date_format: null,
      time_format: null,
      currency: null,
      logo: null,
      is_reseller: 0,
      created_at: a.now,
      updated_at: a.now,
      deleted_at: null,
    })
    .execute();
  await trx
    .insertInto('users')
    .values(
      newUserRow({
        id: a.userId,
        email: a.email,
        name: a.name,
        passwordHash: a.passwordHash,
        verified: a.verified,
        metadata: a.metadata,
        provider: a.provider,
        activeTenantId: a.tenantId,
        now: a.now,
      }),
    )
    .execute();
  // A proven address is an activated member at once; otherwise activation activates the membership.
  await trx
    .insertInto('memberships')
    .values({ user_id: a.userId, tenant_id: a.tenantId, activated: a.verified ? 1 : 0, created_at: a.now })
    .execute();
  await trx.insertInto('user_roles').values({ user_id: a.userId, tenant_id: a.tenantId, role_id: a.adminRoleId }).execute();
}
