import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import * as samlify from 'samlify';
import { randomBytes } from 'node:crypto';
import { newSigningKeyPair } from '../../src/features/sso/saml/self-signed-certificate';

// The identity provider of the SAML tests: samlify 2.13.1 signs genuine responses with its own key;
// the tests then forge from them. samlify only produces here, so its own validation is not needed.
samlify.setSchemaValidator({ validate: async () => 'skipped: samlify only produces in these tests' });

export const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const SUCCESS = 'urn:oasis:names:tc:SAML:2.0:status:Success';

/** What goes into a response; unset fields take the genuine value for the SP and request. */
export interface ResponseFields {
  requestId: string;
  now: number;
  nameId?: string;
  nameIdFormat?: string;
  attributes?: Record<string, string[]>;
  responseId?: string;
  assertionId?: string;
  issuer?: string;
  destination?: string;
  recipient?: string;
  audience?: string;
  notBefore?: number;
  notOnOrAfter?: number;
  sessionIndex?: string;
}

const escape = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
const at = (ms: number) => new Date(ms).toISOString();
export const newSamlId = (): string => `_${randomBytes(16).toString('hex')}`;

function responseXml(idpEntityId: string, sp: { entityId: string; acsUrl: string }, f: ResponseFields): string {
  const attributes = Object.entries(f.attributes ?? {})
    .map(
      ([name, values]) =>
        `<saml:Attribute Name="${escape(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">` +
        values.map((v) => `<saml:AttributeValue xsi:type="xs:string">${escape(v)}</saml:AttributeValue>`).join('') +
        '</saml:Attribute>',
    )
    .join('');
  const issued = at(f.now);
  const notOnOrAfter = at(f.notOnOrAfter ?? f.now + 5 * 60_000);
  const inResponseTo = escape(f.requestId);
  const issuer = escape(f.issuer ?? idpEntityId);
  return (
    `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ` +
    `ID="${f.responseId ?? newSamlId()}" Version="2.0" IssueInstant="${issued}" Destination="${escape(f.destination ?? sp.acsUrl)}" InResponseTo="${inResponseTo}">` +
    `<saml:Issuer>${issuer}</saml:Issuer><samlp:Status><samlp:StatusCode Value="${SUCCESS}"/></samlp:Status>` +
    `<saml:Assertion xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xs="http://www.w3.org/2001/XMLSchema" ` +
    `ID="${f.assertionId ?? newSamlId()}" Version="2.0" IssueInstant="${issued}"><saml:Issuer>${issuer}</saml:Issuer>` +
    `<saml:Subject><saml:NameID Format="${escape(f.nameIdFormat ?? EMAIL_FORMAT)}">${escape(f.nameId ?? 'alice@corp.example')}</saml:NameID>` +
    `<saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData NotOnOrAfter="${notOnOrAfter}" ` +
    `Recipient="${escape(f.recipient ?? sp.acsUrl)}" InResponseTo="${inResponseTo}"/></saml:SubjectConfirmation></saml:Subject>` +
    `<saml:Conditions NotBefore="${at(f.notBefore ?? f.now - 30_000)}" NotOnOrAfter="${notOnOrAfter}"><saml:AudienceRestriction>` +
    `<saml:Audience>${escape(f.audience ?? sp.entityId)}</saml:Audience></saml:AudienceRestriction></saml:Conditions>` +
    `<saml:AuthnStatement AuthnInstant="${issued}" SessionIndex="${escape(f.sessionIndex ?? '_session-1')}"><saml:AuthnContext>` +
    `<saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef>` +
    `</saml:AuthnContext></saml:AuthnStatement>` +
    (attributes ? `<saml:AttributeStatement>${attributes}</saml:AttributeStatement>` : '') +
    `</saml:Assertion></samlp:Response>`
  );
}

/** A samlify identity provider with its own key pair. */
export function createTestIdp(entityId: string, ssoUrl = 'https://idp.example.test/sso') {
  const keys = newSigningKeyPair(entityId, Date.now() - 3600_000, Date.now() + 365 * 24 * 3600_000);
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: keys.privateKeyPem,
    signingCert: keys.certificatePem,
    wantAuthnRequestsSigned: true,
    singleSignOnService: [{ Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: ssoUrl }],
    singleLogoutService: [{ Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: `${ssoUrl}/logout` }],
    nameIDFormat: [EMAIL_FORMAT],
  });
  return {
    entityId,
    keys,
    idp,
    /**
     * A response signed by this identity provider for the SP our metadata describes: the assertion
     * signed (the metadata wants it), and the whole response too when `signResponse`.
     */
    async respond(spMetadata: string, fields: ResponseFields & { signResponse?: boolean }): Promise<string> {
      const sp = samlify.ServiceProvider({ metadata: spMetadata, wantMessageSigned: fields.signResponse ?? false });
      const target = { entityId: sp.entityMeta.getEntityID(), acsUrl: String(sp.entityMeta.getAssertionConsumerService('post')) };
      const context = responseXml(entityId, target, fields);
      const result = await idp.createLoginResponse(sp, { extract: { request: { id: fields.requestId } } }, 'post', {}, () => ({
        id: '',
        context,
      }));
      return (result as { context: string }).context;
    },
  };
}

export type TestIdp = ReturnType<typeof createTestIdp>;

export const decode = (encoded: string): string => Buffer.from(encoded, 'base64').toString('utf8');
export const encode = (xml: string): string => Buffer.from(xml, 'utf8').toString('base64');

/** Edits a response as a DOM and encodes it again (the forger's workbench). */
export function forge(encoded: string, edit: (doc: Document) => void): string {
  const doc = new DOMParser().parseFromString(decode(encoded), 'text/xml');
  edit(doc);
  return encode(new XMLSerializer().serializeToString(doc));
}

const NS: Record<string, string> = {
  samlp: 'urn:oasis:names:tc:SAML:2.0:protocol',
  saml: 'urn:oasis:names:tc:SAML:2.0:assertion',
  ds: 'http://www.w3.org/2000/09/xmldsig#',
};

/** The elements `prefix:localName` of a document, in document order. */
export function all(doc: Document | Element, qualified: string): Element[] {
  const [prefix = '', localName = ''] = qualified.split(':');
  return Array.from(doc.getElementsByTagNameNS(NS[prefix]!, localName));
}

/** The first element `prefix:localName`. */
export function one(doc: Document | Element, qualified: string): Element {
  const found = all(doc, qualified)[0];
  if (!found) throw new Error(`no ${qualified}`);
  return found;
}
