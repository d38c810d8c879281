import type { Deps } from '../../src/deps';
import { insertPhoneNumber } from '../../src/features/phones/phone-numbers.store';
import type { ExampleContext, MatrixExample } from './matrix-examples';

let sequence = 0;
/** A phone number (E.164) no other case uses. */
const phone = () => `+1555${String(Date.now() % 1000).padStart(3, '0')}${String(sequence++ % 10_000).padStart(4, '0')}`;

/** A number on the caller's own list (callers without a user: the tenant's member), as the list API would leave it. */
const ownNumber = async (ctx: ExampleContext, verified: boolean) =>
  (await insertPhoneNumber(ctx.deps.db.kysely, ctx.deps.clock, (ctx.caller.user ?? ctx.caller.home.member).id, phone(), verified)).id;

/**
 * Examples of the phone routes (features/phones): E.164 numbers the schema generator cannot make,
 * made-up handles and codes (refused with 400, as a wrong code is), and numbers of the caller's own
 * list for the by-id routes (another user's number id is refused with 404: features/phones/phone-numbers.test.ts).
 */
export const phoneExamples: Record<string, (ctx: ExampleContext) => MatrixExample | Promise<MatrixExample>> = {
  changePhoneNumberWithVerification: () => ({ body: { phoneNumber: phone() } }),
  verifyChangePhoneNumber: ({ unique }) => ({ body: { changePhoneId: `change-${unique()}`, code: '123456' } }),
  verifyResetPhoneNumber: ({ unique }) => ({ body: { resetPhoneNumberToken: `reset-${unique()}`, code: '123456' } }),
  changePhoneNumber: ({ unique }) => ({ body: { changePhoneNumberToken: `change-${unique()}`, phoneNumber: phone() } }),
  createPhoneNumber: () => ({ body: { phoneNumber: phone(), verify: true } }),
  preVerifyPhoneNumber: () => ({ body: { phoneNumber: phone() } }),
  verifyPhoneNumber: ({ unique }) => ({ body: { otcToken: `otc-${unique()}`, code: '123456' } }),
  deletePhoneNumber: async (ctx) => ({ params: { phoneId: await ownNumber(ctx, false) } }),
  verifyDeletePhoneNumber: async (ctx) => ({
    params: { phoneId: await ownNumber(ctx, true) },
    body: { otcToken: `otc-${ctx.unique()}`, code: '123456' },
  }),
};

/** The phone-number lists of a tenant's members (matrix snapshot: another tenant's callers never change them). */
export async function phonesSnapshot(deps: Deps, userIds: string[]) {
  return {
    'user_phones:list': await deps.db.kysely
      .selectFrom('user_phones')
      .selectAll()
      .where('use', '=', 'list')
      .where('user_id', 'in', userIds.length ? userIds : ['-'])
      .orderBy('id')
      .execute(),
  };
}
