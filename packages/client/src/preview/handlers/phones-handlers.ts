import { PHONE_NUMBERS_PAGE_SIZE, PHONE_NUMBERS_PER_USER } from '@gatehouse/contracts';
import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import { checkCode, takePending } from '../preview-sign-in';
import { membersOf, userByEmail } from '../preview-views';

const page = <T>(items: T[], limit = PHONE_NUMBERS_PAGE_SIZE, index = 0) => ({
  items: items.slice(index * limit, index * limit + limit),
  _metadata: { totalItems: items.length, totalPages: Math.ceil(items.length / limit) },
});

/** A handle for a step that finishes with a code sent to a number. */
function pend(context: PreviewContext, kind: string, fields: { userId?: string; phoneNumber?: string; deviceId?: string }): string {
  const token = context.state.nextId('otc');
  context.state.pending.set(token, { kind, ...fields });
  return token;
}

/** The caller's number of that id, or the server's 404. */
function ownNumber(context: PreviewContext, phoneId: string) {
  return caller(context).user.phoneNumbers.find((p) => p.id === phoneId) ?? fail('phone.not_found');
}

/** Spends a step of the caller's own after checking its code. */
function finish(context: PreviewContext, token: string, kind: string, code: string) {
  const step = takePending(context.state, token, [kind], 'phone.invalid_token');
  if (step.userId !== caller(context).user.id) fail('phone.invalid_token');
  checkCode(code, 'phone.invalid_code');
  context.state.pending.delete(token);
  return step;
}

/** The login phone (change, lost-phone reset) and the phone-number list (spec 000 §4.4, wire-compat §3.21). */
export const phonesHandlers: PreviewHandlers = {
  changePhoneNumberWithVerification: ({ body }, context) => ({
    changePhoneId: pend(context, 'change-phone', { userId: caller(context).user.id, phoneNumber: body.phoneNumber }),
  }),
  verifyChangePhoneNumber: ({ body }, context) => {
    const step = finish(context, body.changePhoneId, 'change-phone', body.code);
    caller(context).user.phoneNumber = step.phoneNumber!;
    return {};
  },
  resetPhoneNumber: ({ body }, context) => ({
    resetPhoneNumberToken: pend(context, 'reset-phone', { userId: userByEmail(context.state, body.email)?.id }),
  }),
  verifyResetPhoneNumber: ({ body }, { state }) => {
    const step = takePending(state, body.resetPhoneNumberToken, ['reset-phone'], 'phone.invalid_token');
    checkCode(body.code, 'phone.invalid_code');
    if (!step.userId) fail('phone.invalid_code');
    state.pending.delete(body.resetPhoneNumberToken);
    const changePhoneNumberToken = state.nextId('change-phone');
    state.pending.set(changePhoneNumberToken, { kind: 'set-phone', userId: step.userId });
    return { changePhoneNumberToken };
  },
  changePhoneNumber: ({ body }, { state }) => {
    const step = takePending(state, body.changePhoneNumberToken, ['set-phone'], 'phone.invalid_token');
    state.pending.delete(body.changePhoneNumberToken);
    const user = state.users.find((u) => u.id === step.userId) ?? fail('phone.invalid_token');
    user.phoneNumber = body.phoneNumber;
    // Other sessions end with the change (spec 000 §4.4).
    user.sessions = [];
    if (state.session?.userId === user.id) state.session = null;
    return {};
  },
  getUserPhoneNumbers: ({ query }, context) => page(caller(context).user.phoneNumbers, query._limit, query._offset),
  getUserOwnPhoneNumbers: (_request, context) => caller(context).user.phoneNumbers,
  createPhoneNumber: ({ body }, context) => {
    const { user } = caller(context);
    if (user.phoneNumbers.some((p) => p.phoneNumber === body.phoneNumber)) fail('phone.already_added');
    if (user.phoneNumbers.length >= PHONE_NUMBERS_PER_USER) fail('phone.too_many');
    const now = new Date(context.state.now()).toISOString();
    const item = { id: context.state.nextId('phone'), phoneNumber: body.phoneNumber, verified: false, createdAt: now, updatedAt: now };
    user.phoneNumbers.push(item);
    return body.verify ? { otcToken: pend(context, 'verify-phone', { userId: user.id, deviceId: item.id }) } : {};
  },
  preVerifyPhoneNumber: ({ body }, context) => {
    const { user } = caller(context);
    return { otcToken: pend(context, 'verify-phone', { userId: user.id, phoneNumber: body.phoneNumber }) };
  },
  verifyPhoneNumber: ({ body }, context) => {
    const step = finish(context, body.otcToken, 'verify-phone', body.code);
    const { user } = caller(context);
    const now = new Date(context.state.now()).toISOString();
    let item = user.phoneNumbers.find((p) => p.id === step.deviceId || p.phoneNumber === step.phoneNumber);
    if (!item) {
      if (user.phoneNumbers.length >= PHONE_NUMBERS_PER_USER) fail('phone.too_many');
      item = { id: context.state.nextId('phone'), phoneNumber: step.phoneNumber!, verified: false, createdAt: now, updatedAt: now };
      user.phoneNumbers.push(item);
    }
    item.verified = true;
    item.updatedAt = now;
    return {};
  },
  deletePhoneNumber: ({ params }, context) => {
    const item = ownNumber(context, params.phoneId);
    if (item.verified)
      return { phoneId: item.id, otcToken: pend(context, 'delete-phone', { userId: caller(context).user.id, deviceId: item.id }) };
    const { user } = caller(context);
    user.phoneNumbers = user.phoneNumbers.filter((p) => p !== item);
    return { phoneId: item.id };
  },
  verifyDeletePhoneNumber: ({ params, body }, context) => {
    const item = ownNumber(context, params.phoneId);
    const step = finish(context, body.otcToken, 'delete-phone', body.code);
    if (step.deviceId !== item.id) fail('phone.invalid_token');
    const { user } = caller(context);
    user.phoneNumbers = user.phoneNumbers.filter((p) => p !== item);
    return {};
  },
  getUsersPhoneNumbers: ({ query }, context) => {
    const rows = membersOf(context.state, caller(context).session.tenantId)
      .filter((u) => u.phoneNumber && (!query.userIds || query.userIds.includes(u.id)))
      .filter((u) => !query._phoneNumber || u.phoneNumber!.startsWith(query._phoneNumber))
      .map((u) => ({ userId: u.id, phoneNumber: u.phoneNumber! }));
    return page(rows, query._limit, query._offset);
  },
};
