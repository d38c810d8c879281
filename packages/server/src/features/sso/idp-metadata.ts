import { X509Certificate } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import xpath from 'xpath';
import { SSO_METADATA_MAX_BYTES } from '@gatehouse/contracts';
import { fail } from '../../kernel/app-error';

/** What a SAML IdP's metadata tells a service provider. */
export interface IdpMetadata {
  entityId: string;
  /** The sign-in URL, and the binding it takes (HTTP-Redirect preferred, as browsers follow it without a form). */
  ssoEndpoint: string;
  ssoBinding: 'redirect' | 'post';
  /** Every signing certificate, as PEM: during a key rollover the IdP publishes the old and the new one. */
  certificates: string[];
  /** The IdP's `WantAuthnRequestsSigned`. */
  wantsSignedRequests: boolean;
}

const BINDING = {
  redirect: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect',
  post: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST',
} as const;
const select = xpath.useNamespaces({ md: 'urn:oasis:names:tc:SAML:2.0:metadata', ds: 'http://www.w3.org/2000/09/xmldsig#' });

const invalid = (why: string) => fail('sso.metadata_invalid', `The IdP metadata is not valid SAML metadata: ${why}`);

/** A certificate as PEM, from PEM or bare base64 DER; undefined when it is no X.509 certificate. */
export function certificateToPem(value: string): string | undefined {
  const body = value
    .replace(/-----(BEGIN|END) CERTIFICATE-----/g, '')
    .replace(/\s+/g, '')
    .trim();
  if (!body || !/^[A-Za-z0-9+/]+={0,2}$/.test(body)) return undefined;
  try {
    new X509Certificate(Buffer.from(body, 'base64'));
  } catch {
    return undefined;
  }
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----`;
}

function parseDocument(xml: string): Document {
  if (Buffer.byteLength(xml, 'utf8') > SSO_METADATA_MAX_BYTES) throw invalid('the document is larger than 1 MiB');
  // No DTD, hence no entity of any kind (internal expansion bombs, external references): refused before parsing.
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw invalid('document type declarations are not allowed');
  const problems: string[] = [];
  const onError = (message: string) => problems.push(message.split('\n')[0]!.replace(/^\[xmldom [a-z]+\]\s*/i, ''));
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: onError, fatalError: onError } }).parseFromString(
    xml,
    'text/xml',
  );
  if (problems.length || !doc?.documentElement) throw invalid(`the XML cannot be parsed (${problems[0] ?? 'no root element'})`);
  return doc as unknown as Document;
}

const text = (nodes: xpath.SelectReturnType): string[] =>
  (Array.isArray(nodes) ? nodes : []).map((n) => String((n as Node).nodeValue ?? (n as Node).textContent ?? '').trim()).filter(Boolean);

/**
 * Reads a SAML IdP's metadata (an EntityDescriptor, or the first one with an IdP role in an EntitiesDescriptor):
 * entity id, single sign-on service and signing certificates (KeyDescriptor `use="signing"` or without `use`).
 * Anything else than well-formed metadata with those is refused with `sso.metadata_invalid` and a reason.
 */
export function parseIdpMetadata(xml: string): IdpMetadata {
  const doc = parseDocument(xml);
  const entity = select('(//md:EntityDescriptor[md:IDPSSODescriptor])[1]', doc, true) as Element | undefined;
  if (!entity) throw invalid('no EntityDescriptor with an IDPSSODescriptor was found');
  const entityId = entity.getAttribute('entityID')?.trim();
  if (!entityId) throw invalid('the EntityDescriptor has no entityID');
  const idp = select('md:IDPSSODescriptor[1]', entity, true) as Element;
  const location = (binding: string) => text(select(`md:SingleSignOnService[@Binding="${binding}"]/@Location`, idp))[0];
  const redirect = location(BINDING.redirect);
  const post = location(BINDING.post);
  const ssoEndpoint = redirect ?? post;
  if (!ssoEndpoint) throw invalid('no SingleSignOnService with the HTTP-Redirect or HTTP-POST binding was found');
  try {
    if (!/^https?:$/.test(new URL(ssoEndpoint).protocol)) throw new Error();
  } catch {
    throw invalid('the SingleSignOnService location is not an http(s) URL');
  }
  const raw = text(select('md:KeyDescriptor[not(@use) or @use="signing"]//ds:X509Certificate/text()', idp));
  if (raw.length === 0) throw invalid('no signing certificate (KeyDescriptor with an X509Certificate) was found');
  const certificates: string[] = [];
  for (const value of raw) {
    const pem = certificateToPem(value);
    if (!pem) throw invalid('a signing certificate is not a valid X.509 certificate');
    if (!certificates.includes(pem)) certificates.push(pem);
  }
  return {
    entityId,
    ssoEndpoint,
    ssoBinding: redirect ? 'redirect' : 'post',
    certificates,
    wantsSignedRequests: idp.getAttribute('WantAuthnRequestsSigned') === 'true',
  };
}
