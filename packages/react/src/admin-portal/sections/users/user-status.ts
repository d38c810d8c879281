import type { TeamUser } from '@gatehouse/contracts';

/** Whether a member has not joined yet: the invitation is not accepted, or the account not activated here. */
export const isPending = (user: TeamUser): boolean => user.invitationPending || !user.activatedForTenant;

/** Providers that mean the member signs in through the company's identity provider (spec 001 §3). */
const SSO_PROVIDERS = new Set(['saml', 'oidc']);

/** Who keeps a member's account: the company directory (SCIM), its single sign-on, or nobody outside this account. */
export function managedBy(user: TeamUser): 'scim' | 'sso' | null {
  if (user.managedBy === 'scim2' || user.provider === 'scim2') return 'scim';
  if (SSO_PROVIDERS.has(user.provider)) return 'sso';
  return null;
}

/** The states a member's row marks with a badge, in the order they show. */
export type UserBadgeKind = 'you' | 'pending' | 'disabled' | 'locked' | 'temporary' | 'scim' | 'sso';

/** The badges of a member's row; `meId` is the signed-in user's id (their own row says "You"). */
export function userBadges(user: TeamUser, meId: string | undefined): UserBadgeKind[] {
  const badges: UserBadgeKind[] = [];
  if (user.id === meId) badges.push('you');
  if (isPending(user)) badges.push('pending');
  if (user.isDisabled) badges.push('disabled');
  if (user.isLocked) badges.push('locked');
  if (user.temporaryExpirationDate) badges.push('temporary');
  const managed = managedBy(user);
  if (managed) badges.push(managed);
  return badges;
}
