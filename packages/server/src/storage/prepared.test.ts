import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/harness';
import { prepared } from './prepared';

// Runs on the suite's database (SQLite, or PostgreSQL with GATEHOUSE_TEST_DB=postgres): the template is
// compiled by that dialect and filled with each call's values.
describe('prepared queries', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const byKey = prepared((db, vendorId: string, key: string) =>
    db.selectFrom('roles').select(['key', 'name']).where('vendor_id', '=', vendorId).where('tenant_id', 'is', null).where('key', '=', key),
  );

  it('answers each call with its own values (the same template, two arguments, a constant kept)', async () => {
    const db = t.deps.db.kysely;
    const vendor = (await db.selectFrom('roles').select('vendor_id').executeTakeFirstOrThrow()).vendor_id;
    const admin = await byKey.first(db, vendor, 'Admin');
    const readOnly = await byKey.first(db, vendor, 'ReadOnly');
    expect(admin?.key).toBe('Admin');
    expect(readOnly?.key).toBe('ReadOnly');
    expect(await byKey.first(db, 'no-such-vendor', 'Admin')).toBeUndefined();
    expect(await byKey.all(db, vendor, 'Admin')).toEqual([admin]);
  });

  it('runs inside a transaction and reports the rows an UPDATE touched', async () => {
    const db = t.deps.db.kysely;
    const rename = prepared((db, key: string, name: string) =>
      db.updateTable('roles').set({ name }).where('key', '=', key).where('tenant_id', 'is', null),
    );
    const renamed = await db
      .transaction()
      .execute(async (trx) => {
        const n = await rename.affected(trx, 'ReadOnly', 'Read only (renamed)');
        throw Object.assign(new Error('roll back'), { n });
      })
      .catch((e: { n: number }) => e.n);
    expect(renamed).toBe(1);
    // Rolled back: the transaction's write is gone, so the template ran on the transaction's connection.
    expect((await db.selectFrom('roles').select('name').where('key', '=', 'ReadOnly').executeTakeFirstOrThrow()).name).not.toBe(
      'Read only (renamed)',
    );
    expect(await rename.affected(db, 'no-such-role', 'x')).toBe(0);
  });

  it('refuses a template that does not take an argument as a whole value', async () => {
    const db = t.deps.db.kysely;
    const inPattern = prepared((db, prefix: string) => db.selectFrom('roles').select('key').where('key', 'like', `${prefix}%`));
    await expect(inPattern.all(db, 'Ad')).rejects.toThrow(/inside a value/);
    const inLogic = prepared((db, key: string) =>
      db
        .selectFrom('roles')
        .select('key')
        .$if(key === 'Admin', (q) => q.where('key', '=', 'Admin')),
    );
    await expect(inLogic.all(db, 'Admin')).rejects.toThrow(/not a parameter/);
  });
});
