import type { Membership, PreviewState, PreviewUser } from './preview-state';

/** A new membership joined now: invited (pending until the link is followed) or active at once. */
export function newMembership(state: PreviewState, roleIds: string[], pending: boolean): Membership {
  return {
    roleIds,
    joinedAt: new Date(state.now()).toISOString(),
    invitationPending: pending,
    activatedForTenant: !pending,
    isDisabled: false,
    isLocked: false,
    temporaryExpirationDate: null,
  };
}

/** A new local account with no factors, tokens or sessions yet, added to the preview world. */
export function addUser(
  state: PreviewState,
  fields: { email: string; name?: string; phoneNumber?: string; metadata?: string; password: string; verified: boolean },
  memberships: [string, Membership][],
): PreviewUser {
  const email = fields.email.trim().toLowerCase();
  const user: PreviewUser = {
    id: state.nextId('user'),
    email,
    name: fields.name ?? email.split('@')[0]!,
    phoneNumber: fields.phoneNumber ?? null,
    profilePictureUrl: null,
    metadata: fields.metadata ?? '{}',
    verified: fields.verified,
    provider: 'local',
    managedBy: 'frontegg',
    createdAt: new Date(state.now()).toISOString(),
    lastLogin: null,
    password: fields.password,
    memberships: new Map(memberships),
    authenticators: [],
    mfaPhones: [],
    mfaKeys: [],
    passkeys: [],
    phoneNumbers: [],
    sessions: [],
    apiTokens: [],
    accessTokens: [],
  };
  state.users.push(user);
  return user;
}
