import type { PortalSsoId } from '../../../i18n/message-id';

/**
 * A plain explanation for each check that can refuse a test's answer (the server names the check): SAML's, OpenID
 * Connect's, and `expired` when nobody finished the sign-in in time. A check the portal does not know yet (a newer
 * server) has none: the caller shows its code.
 */
const testReasons: Readonly<Record<string, PortalSsoId>> = {
  too_large: 'portal.sso.test.reason.too_large',
  malformed: 'portal.sso.test.reason.malformed',
  dtd: 'portal.sso.test.reason.dtd',
  schema: 'portal.sso.test.reason.schema',
  structure: 'portal.sso.test.reason.structure',
  unknown_request: 'portal.sso.test.reason.unknown_request',
  connection: 'portal.sso.test.reason.connection',
  connection_disabled: 'portal.sso.test.reason.connection_disabled',
  validator: 'portal.sso.test.reason.validator',
  in_response_to: 'portal.sso.test.reason.in_response_to',
  destination: 'portal.sso.test.reason.destination',
  recipient: 'portal.sso.test.reason.recipient',
  issuer: 'portal.sso.test.reason.issuer',
  time: 'portal.sso.test.reason.time',
  no_email: 'portal.sso.test.reason.no_email',
  replay: 'portal.sso.test.reason.replay',
  state: 'portal.sso.test.reason.state',
  redirect_uri: 'portal.sso.test.reason.redirect_uri',
  exchange: 'portal.sso.test.reason.exchange',
  id_token: 'portal.sso.test.reason.id_token',
  profile: 'portal.sso.test.reason.profile',
  subject: 'portal.sso.test.reason.subject',
  expired: 'portal.sso.test.reason.expired',
};

/** The message explaining `reason`, or undefined for a check without one (own keys only: `constructor` is no check). */
export const testReasonText = (reason: string): PortalSsoId | undefined =>
  Object.hasOwn(testReasons, reason) ? testReasons[reason] : undefined;
