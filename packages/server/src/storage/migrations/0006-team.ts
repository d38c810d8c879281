import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Users and team: per-tenant membership state (disabled, temporary expiry, an invitation an
 * existing account has not accepted yet), invitations of existing accounts (SHA-256 only), the
 * tenant-wide invite link (SHA-256 for lookup, sealed for showing it again to administrators),
 * and the indexes that keep the members list fast at 100,000 members of one tenant
 * (docs/decisions/0015-users-and-invitations.md).
 */
// Migrations run against the schema as it was then, not the current types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const text = 'text' as const;
  await db.schema
    .alterTable('memberships')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('memberships').addColumn('expires_at', text).execute();
  await db.schema
    .alterTable('memberships')
    .addColumn('pending_invitation', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The users table sorts and searches by name and email at 100,000 members of one tenant: a copy
  // of both on the membership puts tenant and sort key in one index, so a deep page walks one
  // covering index instead of joining every earlier row. Triggers keep the copy exact whatever
  // code writes users (docs/decisions/0015-users-and-invitations.md).
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable('memberships').addColumn('user_name', text).execute();
  // Byte order (C collation) on PostgreSQL, as SQLite compares: an email-prefix search is then a range on the index.
  if (pg) await sql`ALTER TABLE memberships ADD COLUMN user_email text COLLATE "C"`.execute(db);
  else await db.schema.alterTable('memberships').addColumn('user_email', text).execute();
  await sql`UPDATE memberships SET user_name = (SELECT name FROM users WHERE users.id = memberships.user_id), user_email = (SELECT email FROM users WHERE users.id = memberships.user_id)`.execute(
    db,
  );
  if (pg) {
    await sql`CREATE FUNCTION gh_membership_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN SELECT name, email INTO NEW.user_name, NEW.user_email FROM users WHERE id = NEW.user_id; RETURN NEW; END $$`.execute(db);
    await sql`CREATE TRIGGER memberships_sort_keys BEFORE INSERT ON memberships FOR EACH ROW EXECUTE FUNCTION gh_membership_sort_keys()`.execute(
      db,
    );
    await sql`CREATE FUNCTION gh_user_sort_keys() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN UPDATE memberships SET user_name = NEW.name, user_email = NEW.email WHERE user_id = NEW.id; RETURN NEW; END $$`.execute(db);
    await sql`CREATE TRIGGER users_sort_keys AFTER UPDATE OF name, email ON users FOR EACH ROW
      WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.email IS DISTINCT FROM NEW.email) EXECUTE FUNCTION gh_user_sort_keys()`.execute(db);
  } else {
    await sql`CREATE TRIGGER memberships_sort_keys AFTER INSERT ON memberships BEGIN
      UPDATE memberships SET user_name = (SELECT name FROM users WHERE id = NEW.user_id), user_email = (SELECT email FROM users WHERE id = NEW.user_id)
      WHERE user_id = NEW.user_id AND tenant_id = NEW.tenant_id; END`.execute(db);
    await sql`CREATE TRIGGER users_sort_keys AFTER UPDATE OF name, email ON users BEGIN
      UPDATE memberships SET user_name = NEW.name, user_email = NEW.email WHERE user_id = NEW.id; END`.execute(db);
  }
  // The unfiltered total of the list (every page shows it) is read from a counter the triggers keep
  // exact, instead of counting 100,000 index entries per request.
  await db.schema
    .createTable('tenant_member_counts')
    .addColumn('tenant_id', text, (c) => c.primaryKey().references('tenants.id').onDelete('cascade'))
    .addColumn('members', 'integer', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO tenant_member_counts (tenant_id, members) SELECT tenant_id, count(*) FROM memberships GROUP BY tenant_id`.execute(
    db,
  );
  if (pg) {
    await sql`CREATE FUNCTION gh_member_count() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          INSERT INTO tenant_member_counts (tenant_id, members) VALUES (NEW.tenant_id, 1) ON CONFLICT (tenant_id) DO UPDATE SET members = tenant_member_counts.members + 1;
        ELSE
          UPDATE tenant_member_counts SET members = members - 1 WHERE tenant_id = OLD.tenant_id;
        END IF;
        RETURN NULL;
      END $$`.execute(db);
    await sql`CREATE TRIGGER memberships_count AFTER INSERT OR DELETE ON memberships FOR EACH ROW EXECUTE FUNCTION gh_member_count()`.execute(
      db,
    );
  } else {
    await sql`CREATE TRIGGER memberships_count_insert AFTER INSERT ON memberships BEGIN
      INSERT INTO tenant_member_counts (tenant_id, members) VALUES (NEW.tenant_id, 1) ON CONFLICT (tenant_id) DO UPDATE SET members = members + 1; END`.execute(
      db,
    );
    await sql`CREATE TRIGGER memberships_count_delete AFTER DELETE ON memberships BEGIN
      UPDATE tenant_member_counts SET members = members - 1 WHERE tenant_id = OLD.tenant_id; END`.execute(db);
  }
  // One index per sort key that matters, tenant first, user id last (the tie-break): paging, counting
  // and the email-prefix range read only these.
  await db.schema.createIndex('memberships_tenant_created').on('memberships').columns(['tenant_id', 'created_at', 'user_id']).execute();
  await db.schema.createIndex('memberships_tenant_user').on('memberships').columns(['tenant_id', 'user_id']).execute();
  await db.schema.createIndex('memberships_tenant_name').on('memberships').columns(['tenant_id', 'user_name', 'user_id']).execute();
  await db.schema.createIndex('memberships_tenant_email').on('memberships').columns(['tenant_id', 'user_email', 'user_id']).execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('tenant_id', text, (c) => c.notNull().references('tenants.id').onDelete('cascade'))
    .addColumn('user_id', text, (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('invited_by', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .addColumn('used_at', text)
    .execute();
  await db.schema.createIndex('invitations_tenant_user').on('invitations').columns(['tenant_id', 'user_id']).execute();

  await db.schema
    .createTable('invite_links')
    .addColumn('id', text, (c) => c.primaryKey())
    .addColumn('tenant_id', text, (c) => c.notNull().unique().references('tenants.id').onDelete('cascade'))
    .addColumn('token_hash', text, (c) => c.notNull().unique())
    .addColumn('token_sealed', text, (c) => c.notNull())
    .addColumn('role_ids', text, (c) => c.notNull()) // JSON array
    .addColumn('should_send_email', 'integer', (c) => c.notNull())
    .addColumn('created_by', text)
    .addColumn('created_at', text, (c) => c.notNull())
    .addColumn('updated_at', text, (c) => c.notNull())
    .addColumn('expires_at', text, (c) => c.notNull())
    .execute();
}
