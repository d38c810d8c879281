import { PREVIEW_LINK_TOKEN, previewUsers } from '@gatehouse/fixtures';
import { fail } from '../preview-error';
import type { PreviewHandlers } from '../preview-handler';
import { checkCode, signIn } from '../preview-sign-in';
import { userByEmail } from '../preview-views';
import { maskPhone } from './mfa-login-handlers';

/** Where the latest magic link's user is kept: every preview magic link carries the same token. */
const MAGIC_LINK = `magic-link:${PREVIEW_LINK_TOKEN}`;

/**
 * Passwordless sign-in (wire-compat §2.11): a code (email or SMS) or a magic link. The answer is the same for unknown
 * accounts; the code is the preview code and the link's token the preview link token.
 */
export const passwordlessHandlers: PreviewHandlers = {
  passwordlessPrelogin: ({ params, body }, { state }) => {
    const user =
      userByEmail(state, body.email) ??
      state.users.find((u) => u.id === body.userId || (body.phoneNumber !== undefined && u.phoneNumber === body.phoneNumber));
    const type = params.type.toLowerCase();
    if (type === 'magiclink') {
      state.pending.set(MAGIC_LINK, { kind: 'magic-link', userId: user?.id });
      return {};
    }
    const otcToken = state.nextId('otc');
    state.pending.set(otcToken, { kind: `passwordless-${type}`, userId: user?.id });
    return { otcToken, ...(type === 'smscode' && body.phoneNumber ? { phoneNumber: maskPhone(body.phoneNumber) } : {}) };
  },
  passwordlessPostlogin: ({ params, body }, { state }) => {
    const type = params.type.toLowerCase();
    const key = type === 'magiclink' ? (body.token === PREVIEW_LINK_TOKEN ? MAGIC_LINK : '') : (body.otcToken ?? '');
    // A magic link opened by hand, with no link asked for first, signs in the admin preview user.
    const opened = key === MAGIC_LINK && !state.pending.has(key) ? { kind: 'magic-link', userId: previewUsers.admin.id } : undefined;
    const step = state.pending.get(key) ?? opened;
    if (!step || step.kind !== (type === 'magiclink' ? 'magic-link' : `passwordless-${type}`) || !step.userId)
      fail('passwordless.invalid_code');
    if (type !== 'magiclink') checkCode(body.token, 'passwordless.invalid_code');
    state.pending.delete(key);
    const user = state.users.find((u) => u.id === step.userId) ?? fail('passwordless.invalid_code');
    // An emailed code or link proves the address (decision 0041).
    if (type !== 'smscode') user.verified = true;
    return signIn(state, user, [type === 'smscode' ? 'sms' : 'email']);
  },
};
