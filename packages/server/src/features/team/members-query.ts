import type { UserSortField } from '@gatehouse/contracts';
import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../storage/schema';
import { hasNoFactor } from '../mfa/index';

/** What one page of the members list asks for. */
export interface MembersQuery {
  vendorId: string;
  tenantId: string;
  /** Page size and page index (from 0). */
  limit: number;
  page: number;
  sortBy: UserSortField;
  order: 'ASC' | 'DESC';
  emailPrefix?: string;
  ids?: string[];
  preset?: 'mfa-unenrolled' | 'inactive';
  /** For the `inactive` preset: last sign-in before this instant (or never). */
  inactiveBefore?: string;
  /** Now, ISO: `isLocked` compares with it. */
  now: string;
}

type Eb = ExpressionBuilder<Database & { m: Database['memberships']; u: Database['users'] }, 'm' | 'u'>;

/**
 * The smallest string greater than every string that starts with `prefix`, in byte order (the last
 * character's code point plus one). With it an email-prefix search is a range on the email index
 * on both engines, where LIKE would need a case-insensitive collation (SQLite) or a pattern operator
 * class (PostgreSQL) to use an index at all.
 */
export function prefixUpperBound(prefix: string): string | undefined {
  const chars = Array.from(prefix);
  // U+10FFFF has no successor: the bound moves to the character before it; none left means no bound.
  while (chars.length > 0 && chars[chars.length - 1]!.codePointAt(0) === 0x10ffff) chars.pop();
  const last = chars.pop();
  return last === undefined ? undefined : chars.join('') + String.fromCodePoint(last.codePointAt(0)! + 1);
}

/** Whether the query reads a users column (otherwise the membership index alone answers it). */
const needsUsers = (q: MembersQuery) => !!q.preset || ['verified', 'isLocked', 'provider'].includes(q.sortBy);

/**
 * Pages through the members of one tenant: ids of the page in order, and the total. The page is
 * chosen on narrow index columns only and the rows are read for those ids afterwards
 * (hydration), so a deep page walks one covering index, never the wide rows before it: the
 * membership indexes `(tenant_id, created_at | user_id | user_name | user_email, user_id)` serve
 * the sorts by join date, id, name and email and the email-prefix range. Verified, provider and
 * locked state (two or a few values each) sort through a join. The user id breaks ties so the
 * order is total and pages never overlap.
 */
export async function pageOfMembers(db: Kysely<Database>, q: MembersQuery): Promise<{ userIds: string[]; total: number }> {
  const filters = (eb: Eb) => {
    const all: Expression<SqlBool>[] = [eb('m.tenant_id', '=', q.tenantId)];
    if (q.ids) all.push(eb('m.user_id', 'in', q.ids.length ? q.ids : ['']));
    if (q.emailPrefix) {
      const upper = prefixUpperBound(q.emailPrefix);
      all.push(eb('m.user_email', '>=', q.emailPrefix));
      if (upper !== undefined) all.push(eb('m.user_email', '<', upper));
    }
    if (q.preset === 'inactive') all.push(eb.or([eb('u.last_login', 'is', null), eb('u.last_login', '<', q.inactiveBefore ?? q.now)]));
    if (q.preset === 'mfa-unenrolled') {
      all.push(hasNoFactor(eb, 'm.user_id'));
    }
    return eb.and(all);
  };
  const base = () => {
    const from = db.selectFrom('memberships as m');
    return needsUsers(q)
      ? from.innerJoin('users as u', 'u.id', 'm.user_id')
      : (from as unknown as ReturnType<typeof from.innerJoin<'users as u', 'u.id', 'm.user_id'>>);
  };
  const dir = q.order === 'ASC' ? 'asc' : 'desc';
  let page = base()
    .select('m.user_id')
    .where((eb) => filters(eb as never));
  switch (q.sortBy) {
    case 'createdAt':
      page = page.orderBy('m.created_at', dir);
      break;
    case 'name':
      page = page.orderBy('m.user_name', dir);
      break;
    case 'email':
      page = page.orderBy('m.user_email', dir);
      break;
    case 'verified':
      page = page.orderBy('u.verified', dir);
      break;
    case 'provider':
      page = page.orderBy('u.provider', dir);
      break;
    case 'isLocked':
      page = page.orderBy(sql`CASE WHEN u.locked_until > ${q.now} THEN 1 ELSE 0 END`, dir);
      break;
    default:
      break; // id, tenantId (one tenant: the same as id)
  }
  page = page
    .orderBy('m.user_id', dir)
    .limit(q.limit)
    .offset(q.page * q.limit);
  const unfiltered = !q.ids && !q.emailPrefix && !q.preset;
  const [rows, count] = await Promise.all([
    page.execute(),
    unfiltered
      ? db.selectFrom('tenant_member_counts').select('members as n').where('tenant_id', '=', q.tenantId).executeTakeFirst()
      : base()
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where((eb) => filters(eb as never))
          .executeTakeFirst(),
  ]);
  return { userIds: rows.map((r) => r.user_id), total: Number(count?.n ?? 0) };
}
