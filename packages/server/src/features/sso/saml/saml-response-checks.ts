import type { SamlConnection } from './saml-connection';
import { samlRefusal } from './saml-refusal';
import { ASSERTION_NS, attributeOf, childElement, childElements, textOf } from './xml-dom';
import { CLOCK_SKEW_MS } from './saml-node';

const BEARER = 'urn:oasis:names:tc:SAML:2.0:cm:bearer';

/** What the checks keep of the signed assertion for the replay record. */
export interface CheckedAssertion {
  assertionId: string;
  /** Until when the assertion could be presented: how long its id is remembered. */
  validUntil: number;
}

const instant = (el: Element | undefined, name: string, what: string): number | undefined => {
  const value = attributeOf(el, name);
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw samlRefusal('time', `${what} is not a time`);
  return ms;
};

/**
 * The checks node-saml 5.1.0 does not make on a login response, each against the server's clock
 * (decision 0049): the response's Destination is our ACS URL; its Issuer, when present, and the
 * signed assertion's Issuer are the connection's identity provider; the response answers the
 * request the RelayState started; every SubjectConfirmationData (signed) names our ACS URL as
 * Recipient, answers the same request and is within its NotOnOrAfter; the Conditions window holds.
 * `response` is the document's root (refusing on it is safe even where it is not signed);
 * `signed` is the assertion node-saml verified, from which everything kept is read.
 */
export function checkResponse(
  response: Element,
  signed: Element,
  context: { connection: SamlConnection; requestId: string; now: number },
): CheckedAssertion {
  const { connection, requestId, now } = context;
  if (response.getAttribute('Destination') !== connection.acsUrl) throw samlRefusal('destination');
  const responseIssuer = textOf(childElement(response, ASSERTION_NS, 'Issuer'));
  if (responseIssuer !== undefined && responseIssuer !== connection.idpEntityId) throw samlRefusal('issuer', 'response issuer');
  if (textOf(childElement(signed, ASSERTION_NS, 'Issuer')) !== connection.idpEntityId) throw samlRefusal('issuer', 'assertion issuer');
  if (response.getAttribute('InResponseTo') !== requestId) throw samlRefusal('in_response_to', 'response');

  const subject = childElement(signed, ASSERTION_NS, 'Subject');
  const confirmations = subject ? childElements(subject, ASSERTION_NS, 'SubjectConfirmation') : [];
  if (confirmations.length === 0 || confirmations.some((c) => c.getAttribute('Method') !== BEARER))
    throw samlRefusal('recipient', 'not a bearer subject confirmation');
  let validUntil = 0;
  for (const confirmation of confirmations) {
    const data = childElement(confirmation, ASSERTION_NS, 'SubjectConfirmationData');
    if (!data || data.getAttribute('Recipient') !== connection.acsUrl) throw samlRefusal('recipient');
    if (data.getAttribute('InResponseTo') !== requestId) throw samlRefusal('in_response_to', 'subject confirmation');
    const notOnOrAfter = instant(data, 'NotOnOrAfter', 'SubjectConfirmationData NotOnOrAfter');
    if (notOnOrAfter === undefined) throw samlRefusal('time', 'subject confirmation without NotOnOrAfter');
    if (now - CLOCK_SKEW_MS >= notOnOrAfter) throw samlRefusal('time', 'subject confirmation expired');
    const notBefore = instant(data, 'NotBefore', 'SubjectConfirmationData NotBefore');
    if (notBefore !== undefined && now + CLOCK_SKEW_MS < notBefore) throw samlRefusal('time', 'subject confirmation not yet valid');
    validUntil = Math.max(validUntil, notOnOrAfter);
  }

  const conditions = childElement(signed, ASSERTION_NS, 'Conditions');
  const notBefore = instant(conditions, 'NotBefore', 'Conditions NotBefore');
  const notOnOrAfter = instant(conditions, 'NotOnOrAfter', 'Conditions NotOnOrAfter');
  if (notBefore !== undefined && now + CLOCK_SKEW_MS < notBefore) throw samlRefusal('time', 'conditions not yet valid');
  if (notOnOrAfter !== undefined && now - CLOCK_SKEW_MS >= notOnOrAfter) throw samlRefusal('time', 'conditions expired');

  const assertionId = signed.getAttribute('ID');
  if (!assertionId) throw samlRefusal('structure', 'assertion without ID');
  return { assertionId, validUntil: Math.max(validUntil, notOnOrAfter ?? 0) + CLOCK_SKEW_MS };
}
