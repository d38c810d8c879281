/**
 * The domain events: one per audited action. A service emits one inside the transaction of the change
 * it describes; the audit trail writes its row from it in that transaction, and the event outbox keeps
 * it for the subscribers that run later (log streams, webhooks, notification channels).
 *
 * `data` never holds a secret: no password, code, token or full phone number (phones are masked).
 * Names are stable: audit rows, log streams and webhook subscriptions key on them.
 */

type Empty = Record<string, never>;
type Fields = { fields: string[] };
type Sent = { sent: boolean };
type Masked = { phoneNumber: string };
/** What a vendor-credential change carries: the call came through a vendor credential, plus the change's own fields. */
type VendorChange = { via: 'vendor' } & Record<string, unknown>;
type TeamUserChange = { roleIds?: string[]; name?: string };

/** Each event's payload (`data`), by event type. */
export interface EventPayloads {
  // Sign-in
  'auth.login.succeeded': Empty;
  'auth.login.failed': Empty;
  'auth.login.mfa_required': { channel?: string };
  'auth.login.breached_password': Empty;
  'auth.passkey.failed': { reason: string };
  'auth.passwordless.requested': { channel: string };
  'auth.passwordless.failed': { channel: string };
  'auth.social.failed': { provider: string; reason: string };
  'auth.social.linked': { provider: string };
  'auth.sso.failed': { connectionId: string; reason: string };
  'auth.sso.linked': { connectionId: string };
  'auth.sso.provisioned': { connectionId: string; roleIds: string[] };
  'auth.tenant_entry.mfa_required': { sessionId: string };
  'auth.step_up.started': { maxAge?: number };
  'auth.step_up.succeeded': { method: string };
  'auth.mfa.failed': Empty;
  'auth.mfa.webauthn_failed': Empty;
  // Second factors
  'mfa.authenticator.enrolment_started': Empty;
  'mfa.authenticator.enrolled': Empty;
  'mfa.authenticator.removed': Empty;
  'mfa.recovered': Empty;
  'mfa.recovery.failed': Empty;
  'mfa.totp.replay': Empty;
  'mfa.email_code.replay': Empty;
  'mfa.sms_code.replay': Empty;
  'mfa.webauthn.replay': Empty;
  'mfa.enrolment.replay': Empty;
  'mfa.security_key.enrolled': { deviceType: string };
  'mfa.security_key.removed': { deviceId: string };
  'mfa.sms.enrolment_started': Empty;
  'mfa.sms.enrolled': Empty;
  'mfa.sms.removed': { deviceId: string };
  // Passkeys
  'webauthn.device.registered': { deviceId: string; deviceType: string; name: string };
  'webauthn.device.registration_failed': Empty;
  'webauthn.device.removed': { deviceId: string };
  // Users and their own account
  'user.signed_up': { tenantId: string };
  'user.sign_up_existing_email': Empty;
  'user.activated': Empty;
  'user.activation_resend_requested': Sent;
  'user.password_reset_requested': Sent;
  'user.password_reset': Empty;
  'user.password_change_failed': Empty;
  'user.password_changed': Empty;
  'user.profile_updated': Fields;
  'user.tenant_switched': { from: string };
  'user.tenant_switch.mfa_required': { from: string };
  'user.phone_change_requested': Masked;
  'user.phone_changed': Masked;
  'user.phone_reset_requested': Empty;
  'user.phone_reset_verified': Empty;
  'user.phone_reset': Masked;
  'user.phone_number_added': Masked & { phoneId: string };
  'user.phone_number_verified': Masked & { phoneId: string };
  'user.phone_number_deleted': Masked & { phoneId: string };
  'user.phone_code_failed': { purpose: string; locked?: true };
  // Sessions and impersonation
  'session.revoked': Empty;
  'session.revoked_others': { count: number };
  'session.member_revoked': { count: number };
  'impersonation.started': { sessionId: string; actorSessionId: string };
  'impersonation.refreshed': { sessionId: string };
  // Team
  'team.user.invited': { roleIds: string[]; temporaryExpirationDate?: string | null };
  'team.user.invitation_resent': Empty;
  'team.user.activation_resent': Empty;
  'team.invitation.accepted': Empty;
  'team.user.updated': TeamUserChange;
  'team.user.removed': Empty;
  'team.user.disabled': Empty;
  'team.user.enabled': Empty;
  'team.user.unlocked': Empty;
  'team.user.temporary_set': { temporaryExpirationDate: string };
  'team.user.made_permanent': Empty;
  'team.invite_link.created': { expires: string; roleIds: string[]; shouldSendEmail: boolean };
  'team.invite_link.updated': { expires: string; roleIds: string[]; shouldSendEmail: boolean };
  'team.invite_link.deleted': Empty;
  // Groups, roles and permissions
  'sso.connection.created': { type: string };
  'sso.connection.updated': Fields;
  'sso.connection.deleted': { type: string };
  'sso.metadata.imported': { source: 'xml' | 'url'; entityId: string; certificates: number };
  'sso.domain.added': { domain: string };
  'sso.domain.removed': { domain: string };
  'sso.domain.validated': { domain: string };
  'sso.domain.validation_failed': { domain: string; reason: string };
  'sso.roles.updated': { roleIds: string[] };
  'sso.group.created': { group: string; roleIds: string[] };
  'sso.group.updated': { group: string; roleIds: string[] };
  'sso.group.deleted': { group: string };
  'group.created': { name: string };
  'group.updated': Fields;
  'group.deleted': { name: string; members: number };
  'group.roles_added': { roleIds: string[] };
  'group.roles_removed': { roleIds: string[]; removed: number };
  'group.users_added': { userIds: string[] };
  'group.users_removed': { userIds: string[]; removed: number };
  'group.config_updated': Record<string, unknown>;
  'role.created': { key: string; permissions: string[] };
  'role.updated': Fields;
  'role.deleted': { key: string; memberAssignments: number; groupAssignments: number };
  'role.permissions_set': { added: string[]; removedIds: string[] };
  'permission.roles_set': { key: string; addedTo: string[]; removedFrom: string[] };
  // Account settings and policies
  'account.settings_updated': Fields;
  'account.login_box_updated': { paths: string[] };
  'policy.auth_updated': VendorChange;
  'policy.mfa_updated': VendorChange;
  'policy.tenant_mfa_updated': Record<string, unknown>;
  'social.provider_updated': VendorChange;
  'social.provider_deleted': VendorChange;
  // API tokens and OAuth
  'api_token.created': { owner: string; kind: string; description: string | null; roleIds: string[]; expires: string | null };
  'api_token.deleted': { owner: string; kind: string };
  'api_token.exchanged': { owner: string };
  'api_token.exchange_refused': { reason: string };
  'oauth.client.created': { name: string; type: string };
  'oauth.client.revoked': Empty;
  'oauth.code.issued': { clientId: string };
  'oauth.token.issued': { clientId: string; grant: string };
  'oauth.logout': Empty;
  // Vendor credentials and entitlements
  'vendor.token_issued': Empty;
  'vendor.token_refused': Empty;
  'entitlements.catalogue_loaded': Record<string, unknown>;
  'entitlements.feature_created': VendorChange;
  'entitlements.feature_updated': VendorChange;
  'entitlements.feature_deleted': VendorChange;
  'entitlements.plan_created': VendorChange;
  'entitlements.plan_updated': VendorChange;
  'entitlements.plan_deleted': VendorChange;
  'entitlements.flag_created': VendorChange;
  'entitlements.flag_updated': VendorChange;
  'entitlements.flag_deleted': VendorChange;
  'entitlements.granted': VendorChange;
  'entitlements.grant_updated': VendorChange;
  'entitlements.revoked': VendorChange;
}

export type EventType = keyof EventPayloads;
export type EventData<T extends EventType> = EventPayloads[T];

/** Every event type, with what it records (the list a log stream or webhook subscription picks from). */
export const eventCatalogue = {
  'auth.login.succeeded': 'A user signed in (the session was issued)',
  'auth.login.failed': 'A sign-in was refused: wrong email or password',
  'auth.login.mfa_required': 'A first factor succeeded and a second factor was asked for',
  'auth.login.breached_password': 'A user signed in with a password found in a breach list',
  'auth.passkey.failed': 'A passkey sign-in was refused',
  'auth.passwordless.requested': 'A passwordless code or link was requested',
  'auth.passwordless.failed': 'A passwordless code or link was refused',
  'auth.social.failed': 'A social sign-in was refused (the reason names the check)',
  'auth.social.linked': 'A social identity was linked to an account',
  'auth.sso.failed': "A sign-in through a tenant's SSO connection was refused (the reason names the check)",
  'auth.sso.linked': "An existing account joined a tenant through the tenant's SSO connection",
  'auth.sso.provisioned': "An account was created just in time by a tenant's SSO connection",
  'auth.tenant_entry.mfa_required': "Entering a tenant asked for a second factor (the tenant's MFA policy)",
  'auth.step_up.started': 'A step-up verification began',
  'auth.step_up.succeeded': 'A step-up verification succeeded',
  'auth.mfa.failed': 'A second-factor code was refused',
  'auth.mfa.webauthn_failed': 'A security-key answer was refused',
  'mfa.authenticator.enrolment_started': 'Authenticator app enrolment began',
  'mfa.authenticator.enrolled': 'An authenticator app was enrolled',
  'mfa.authenticator.removed': 'An authenticator app was removed',
  'mfa.recovered': 'A recovery code was used and MFA reset',
  'mfa.recovery.failed': 'A recovery code was refused',
  'mfa.totp.replay': 'An authenticator code was presented again',
  'mfa.email_code.replay': 'An email code was presented again',
  'mfa.sms_code.replay': 'An SMS code was presented again',
  'mfa.webauthn.replay': 'A security-key challenge was answered again',
  'mfa.enrolment.replay': 'An enrolment was completed again',
  'mfa.security_key.enrolled': 'A security key was enrolled as a second factor',
  'mfa.security_key.removed': 'A security key was removed',
  'mfa.sms.enrolment_started': 'SMS second-factor enrolment began',
  'mfa.sms.enrolled': 'A phone was enrolled as an SMS second factor',
  'mfa.sms.removed': 'An SMS second factor was removed',
  'webauthn.device.registered': 'A passkey was registered',
  'webauthn.device.registration_failed': 'A passkey registration was refused',
  'webauthn.device.removed': 'A passkey was removed',
  'user.signed_up': 'A user signed up',
  'user.sign_up_existing_email': 'A sign-up named an email that already has an account',
  'user.activated': 'A user activated their account',
  'user.activation_resend_requested': 'An activation mail was requested again',
  'user.password_reset_requested': 'A password reset was requested',
  'user.password_reset': 'A password was reset',
  'user.password_change_failed': 'A password change was refused: wrong current password',
  'user.password_changed': 'A user changed their password',
  'user.profile_updated': 'A user updated their profile',
  'user.tenant_switched': 'A user switched tenant',
  'user.tenant_switch.mfa_required': 'A tenant switch asked for a second factor',
  'user.phone_change_requested': 'A login phone change was requested',
  'user.phone_changed': 'A login phone was changed',
  'user.phone_reset_requested': 'A lost-phone reset was requested',
  'user.phone_reset_verified': 'A lost-phone reset was verified',
  'user.phone_reset': 'A login phone was reset',
  'user.phone_number_added': 'A phone number was added',
  'user.phone_number_verified': 'A phone number was verified',
  'user.phone_number_deleted': 'A phone number was deleted',
  'user.phone_code_failed': 'A phone code was refused',
  'session.revoked': 'A session was revoked',
  'session.revoked_others': 'A user revoked their other sessions',
  'session.member_revoked': "An administrator revoked a member's sessions",
  'impersonation.started': 'An administrator began impersonating a user',
  'impersonation.refreshed': 'An impersonation session was refreshed',
  'team.user.invited': 'A user was invited to a tenant',
  'team.user.invitation_resent': 'An invitation was sent again',
  'team.user.activation_resent': 'An activation mail was sent again by an administrator',
  'team.invitation.accepted': 'An invitation was accepted',
  'team.user.updated': "A member's roles or name were changed",
  'team.user.removed': 'A member was removed from a tenant',
  'team.user.disabled': 'A member was disabled',
  'team.user.enabled': 'A member was enabled',
  'team.user.unlocked': "A member's sign-in lockout was lifted",
  'team.user.temporary_set': "A member's access was made temporary",
  'team.user.made_permanent': "A member's access was made permanent",
  'team.invite_link.created': 'An invitation link was created',
  'team.invite_link.updated': 'An invitation link was changed',
  'team.invite_link.deleted': 'An invitation link was deleted',
  'sso.connection.created': 'An SSO connection was created',
  'sso.connection.updated': 'An SSO connection was changed',
  'sso.connection.deleted': 'An SSO connection was deleted',
  'sso.metadata.imported': "An identity provider's metadata was imported into an SSO connection",
  'sso.domain.added': 'A domain was added to an SSO connection',
  'sso.domain.removed': 'A domain was removed from an SSO connection',
  'sso.domain.validated': "An SSO connection's domain was validated",
  'sso.domain.validation_failed': "An SSO connection's domain failed validation",
  'sso.roles.updated': "An SSO connection's default roles were set",
  'sso.group.created': 'An IdP group was mapped to roles',
  'sso.group.updated': 'An IdP group mapping was changed',
  'sso.group.deleted': 'An IdP group mapping was removed',
  'group.created': 'A group was created',
  'group.updated': 'A group was changed',
  'group.deleted': 'A group was deleted',
  'group.roles_added': 'Roles were added to a group',
  'group.roles_removed': 'Roles were removed from a group',
  'group.users_added': 'Users were added to a group',
  'group.users_removed': 'Users were removed from a group',
  'group.config_updated': "A tenant's group settings were changed",
  'role.created': 'A role was created',
  'role.updated': 'A role was changed',
  'role.deleted': 'A role was deleted',
  'role.permissions_set': "A role's permissions were set",
  'permission.roles_set': 'The roles holding a permission were set',
  'account.settings_updated': "A tenant's settings were changed",
  'account.login_box_updated': "A tenant's login box was changed",
  'policy.auth_updated': "The vendor's sign-in policy was changed",
  'social.provider_updated': 'A social or custom sign-in provider was configured',
  'social.provider_deleted': 'A social or custom sign-in provider was removed',
  'policy.mfa_updated': "The vendor's MFA policy was changed",
  'policy.tenant_mfa_updated': "A tenant's MFA policy was changed",
  'api_token.created': 'An API token was created',
  'api_token.deleted': 'An API token was deleted',
  'api_token.exchanged': 'An API token was exchanged for an access token',
  'api_token.exchange_refused': 'An API token exchange was refused',
  'oauth.client.created': 'An OAuth application was created',
  'oauth.client.revoked': 'An OAuth application was revoked',
  'oauth.code.issued': 'An authorization code was issued',
  'oauth.token.issued': 'OAuth tokens were issued',
  'oauth.logout': 'A hosted-login session ended',
  'vendor.token_issued': 'A vendor credential was exchanged for a token',
  'vendor.token_refused': 'A vendor credential exchange was refused',
  'entitlements.catalogue_loaded': 'The entitlement catalogue file was loaded',
  'entitlements.feature_created': 'A feature was created',
  'entitlements.feature_updated': 'A feature was changed',
  'entitlements.feature_deleted': 'A feature was deleted',
  'entitlements.plan_created': 'A plan was created',
  'entitlements.plan_updated': 'A plan was changed',
  'entitlements.plan_deleted': 'A plan was deleted',
  'entitlements.flag_created': 'A feature flag was created',
  'entitlements.flag_updated': 'A feature flag was changed',
  'entitlements.flag_deleted': 'A feature flag was deleted',
  'entitlements.granted': 'An entitlement was granted',
  'entitlements.grant_updated': 'An entitlement grant was changed',
  'entitlements.revoked': 'An entitlement was revoked',
} as const satisfies Record<EventType, string>;
