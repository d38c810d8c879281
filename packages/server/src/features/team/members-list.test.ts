import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/harness';
import { iso } from '../../kernel/clock';
import { newId } from '../../kernel/crypto';
import { DEFAULT_VENDOR_ID } from '../../kernel/vendor';
import { prefixUpperBound } from './members-query';
import { admin, P } from '../../../test/team-kit';

interface Seeded {
  id: string;
  email: string;
  name: string;
  createdAt: string;
  verified: number;
}

/** Inserts members straight into the tenant: duplicate names and join times test the tie-break. */
async function seedMembers(t: TestServer, tenantId: string, n: number, domain = 'list'): Promise<Seeded[]> {
  const base = t.clock.now() - 86_400_000;
  const rows: Seeded[] = Array.from({ length: n }, (_, i) => ({
    id: newId(),
    email: `${['ann', 'bob', 'ann.b', 'zoe', 'émile'][i % 5]}${i}@${domain}-${i % 3}.example.com`,
    name: ['Ann', 'Bob', 'Zoe', 'Åsa'][i % 4]!,
    createdAt: iso(base + Math.floor(i / 3) * 1000),
    verified: i % 2,
  }));
  await t.deps.db.kysely
    .insertInto('users')
    .values(
      rows.map((r) => ({
        id: r.id,
        vendor_id: DEFAULT_VENDOR_ID,
        email: r.email,
        name: r.name,
        password_hash: null,
        verified: r.verified,
        phone_number: null,
        profile_picture_url: null,
        metadata: '{}',
        provider: 'local',
        disabled: 0,
        failed_logins: 0,
        locked_until: null,
        failed_mfa: 0,
        mfa_locked_until: null,
        last_login: null,
        active_tenant_id: tenantId,
        created_at: r.createdAt,
        updated_at: r.createdAt,
      })),
    )
    .execute();
  await t.deps.db.kysely
    .insertInto('memberships')
    .values(rows.map((r) => ({ user_id: r.id, tenant_id: tenantId, activated: 1, created_at: r.createdAt })))
    .execute();
  return rows;
}

const byteCompare = (x: string, y: string) => (Buffer.from(x) < Buffer.from(y) ? -1 : Buffer.from(x) > Buffer.from(y) ? 1 : 0);

describe('users list: paging, sort and email-prefix search', () => {
  let t: TestServer;
  let a: Awaited<ReturnType<typeof admin>>;
  let all: Seeded[];
  beforeAll(async () => {
    t = await createTestServer();
    a = await admin(t);
    all = await seedMembers(t, a.tenantId, 57);
    const adminRow = await t.deps.db.kysely
      .selectFrom('users')
      .select(['id', 'email', 'name', 'verified'])
      .where('id', '=', a.userId)
      .executeTakeFirstOrThrow();
    const joined = await t.deps.db.kysely
      .selectFrom('memberships')
      .select('created_at')
      .where('user_id', '=', a.userId)
      .executeTakeFirstOrThrow();
    all.push({ id: adminRow.id, email: adminRow.email, name: adminRow.name, createdAt: joined.created_at, verified: adminRow.verified });
    // Another tenant's members never show up.
    const other = await admin(t);
    await seedMembers(t, other.tenantId, 9, 'other');
  });
  afterAll(() => t.close());

  const pages = async (query: string, limit: number, v: 'v2' | 'v3' = 'v3') => {
    const ids: string[] = [];
    let meta = { totalItems: -1, totalPages: -1 };
    for (let page = 0; ; page++) {
      const res = await t.request('GET', `${v === 'v2' ? P.usersV2 : P.usersV3}?_limit=${limit}&_offset=${page}&${query}`, {
        token: a.accessToken,
      });
      expect(res.status).toBe(200);
      const body = await res.json();
      meta = body._metadata;
      expect(body.items.length).toBeLessThanOrEqual(limit);
      if (body.items.length === 0) break;
      ids.push(...body.items.map((i: { id: string }) => i.id));
    }
    return { ids, meta };
  };

  it('pages cover every member once, in a stable order, with totalItems/totalPages', async () => {
    const { ids, meta } = await pages('', 10);
    expect(meta).toEqual({ totalItems: 58, totalPages: 6 });
    expect(new Set(ids).size).toBe(58);
    expect(new Set(ids)).toEqual(new Set(all.map((r) => r.id)));
    // Default: newest join first, id breaks ties.
    const expected = [...all]
      .sort((x, y) => (x.createdAt === y.createdAt ? byteCompare(y.id, x.id) : x.createdAt < y.createdAt ? 1 : -1))
      .map((r) => r.id);
    expect(ids).toEqual(expected);
    expect((await pages('', 10)).ids).toEqual(ids);
  });

  for (const [field, key] of [
    ['name', 'name'],
    ['email', 'email'],
    ['createdAt', 'createdAt'],
    ['id', 'id'],
    ['verified', 'verified'],
  ] as const) {
    for (const order of ['ASC', 'DESC'] as const) {
      it(`sorts by ${field} ${order} across pages without duplicates`, async () => {
        const { ids, meta } = await pages(`_sortBy=${field}&_order=${order}`, 7, 'v2');
        expect(meta.totalItems).toBe(58);
        expect(new Set(ids).size).toBe(58);
        const got = ids.map((id) => all.find((r) => r.id === id)!);
        for (let i = 1; i < got.length; i++) {
          const [p, c] = [got[i - 1]!, got[i]!];
          // Names and emails sort in the engine's collation (checked below by grouping); the rest exactly.
          if (field === 'name' || field === 'email') continue;
          const cmp = typeof p[key] === 'number' ? (p[key] as number) - (c[key] as number) : byteCompare(String(p[key]), String(c[key]));
          expect(order === 'ASC' ? cmp <= 0 : cmp >= 0, `${field} ${order} at ${i}`).toBe(true);
        }
        if (field === 'name') {
          // Equal names stay together (ordered by id within).
          const runs = got.map((r) => r.name).filter((n, i, arr) => i === 0 || arr[i - 1] !== n);
          expect(new Set(runs).size).toBe(runs.length);
        }
      });
    }
  }

  it('email-prefix search: exactly the members whose email starts with the prefix, paged', async () => {
    for (const prefix of ['ann', 'ann.', 'ANN.B', 'zoe1', 'émi', 'nobody']) {
      const want = all
        .filter((r) => r.email.startsWith(prefix.toLowerCase()))
        .map((r) => r.id)
        .sort();
      const { ids, meta } = await pages(`_email=${encodeURIComponent(prefix)}`, 4);
      expect(meta.totalItems, prefix).toBe(want.length);
      expect(meta.totalPages).toBe(Math.ceil(want.length / 4));
      expect([...ids].sort(), prefix).toEqual(want);
      const v2 = await pages(`_filter=${encodeURIComponent(prefix)}`, 50, 'v2');
      expect([...v2.ids].sort()).toEqual(want);
    }
  });

  it('ids, the literal "undefined" of the reference client, and the inactive preset', async () => {
    const some = all.slice(0, 3).map((r) => r.id);
    const res = await (
      await t.request('GET', `${P.usersV3}?ids=${some.join(',')}&_includeSubTenants=undefined&_sortBy=undefined`, { token: a.accessToken })
    ).json();
    expect(res.items.map((i: { id: string }) => i.id).sort()).toEqual([...some].sort());
    const inactive = await (
      await t.request('GET', `${P.usersV3}?_preset=inactive&_maxInactiveSeconds=3600&_limit=200`, { token: a.accessToken })
    ).json();
    // Every seeded member never signed in; the admin did just now.
    expect(inactive._metadata.totalItems).toBe(57);
  });

  it('the mfa-unenrolled preset and mfaEnrolled count every kind of second factor, an app only once enrolled', async () => {
    const [app, pendingApp, phone, key, email] = all.slice(10, 15).map((r) => r.id);
    const db = t.deps.db.kysely;
    const now = iso(t.clock.now());
    await db
      .insertInto('mfa_authenticators')
      .values([
        { id: newId(), user_id: app!, secret: 'x', enrolled_at: now, last_used_step: null, created_at: now },
        { id: newId(), user_id: pendingApp!, secret: 'x', enrolled_at: null, last_used_step: null, created_at: now },
      ])
      .execute();
    await db
      .insertInto('user_phones')
      .values({
        id: newId(),
        user_id: phone!,
        use: 'second_factor',
        phone_number: '+14155550199',
        verified: 1,
        created_at: now,
        updated_at: now,
        last_used_at: null,
      })
      .execute();
    await db
      .insertInto('user_webauthn_credentials')
      .values({
        id: newId(),
        user_id: key!,
        use: 'second_factor',
        credential_id: newId(),
        public_key: 'x',
        counter: 0,
        transports: '[]',
        device_type: 'CrossPlatform',
        multi_device: null,
        backed_up: null,
        aaguid: null,
        name: 'Key',
        created_at: now,
        last_used_at: null,
      })
      .execute();
    await db.insertInto('mfa_email_factors').values({ id: newId(), user_id: email!, email: 'x@example.com', created_at: now }).execute();
    const unenrolled = await (await t.request('GET', `${P.usersV3}?_preset=mfa-unenrolled&_limit=200`, { token: a.accessToken })).json();
    const ids = new Set(unenrolled.items.map((i: { id: string }) => i.id));
    expect([app, phone, key, email].filter((id) => ids.has(id))).toEqual([]);
    expect(ids.has(pendingApp)).toBe(true);
    const listed = await (
      await t.request('GET', `${P.usersV3}?ids=${[app, pendingApp, phone, key, email].join(',')}`, { token: a.accessToken })
    ).json();
    const enrolled = Object.fromEntries(listed.items.map((i: { id: string; mfaEnrolled: boolean }) => [i.id, i.mfaEnrolled]));
    expect(enrolled).toEqual({ [app!]: true, [pendingApp!]: false, [phone!]: true, [key!]: true, [email!]: true });
  });

  it('prefixUpperBound bounds exactly the strings with the prefix', () => {
    expect(prefixUpperBound('ann')).toBe('ano');
    expect(prefixUpperBound('a.')).toBe('a/');
    expect(prefixUpperBound('é')).toBe('ê');
    // The last code point has no successor: bound by the one before it, or not at all.
    expect(prefixUpperBound('a\u{10FFFF}')).toBe('b');
    expect(prefixUpperBound('\u{10FFFF}\u{10FFFF}')).toBeUndefined();
  });
});
