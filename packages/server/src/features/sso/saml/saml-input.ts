import { schemaErrors } from './saml-schema';
import { samlRefusal } from './saml-refusal';

/** The largest encoded SAMLResponse read (a response with a few hundred groups fits well within it). */
export const MAX_SAML_RESPONSE_CHARS = 512 * 1024;

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
// Any document type declaration or entity declaration: no DTD reaches any parser (XXE, entity expansion).
const DTD = /<!DOCTYPE|<!ENTITY/i;
// The bytes are read as UTF-8; a declaration of another encoding would make a parser read them differently.
const OTHER_ENCODING = /^\s*<\?xml[^>]*\bencoding\s*=\s*["'](?!utf-8["'])/i;

/**
 * The XML text of a posted SAMLResponse, or a refusal. In this order, each on the smallest input:
 * the size limit on the encoded form; strict base64; strict UTF-8; no DTD; then validation against
 * the SAML 2.0 protocol schema (libxml2), before our own parser or any signature code sees it, so
 * the later steps only ever meet well-formed, schema-shaped documents (decision 0049).
 */
export async function readSamlResponse(encoded: unknown): Promise<string> {
  if (typeof encoded !== 'string' || encoded.length === 0) throw samlRefusal('malformed', 'no SAMLResponse');
  if (encoded.length > MAX_SAML_RESPONSE_CHARS) throw samlRefusal('too_large');
  const compact = encoded.replace(/[\r\n\t ]/g, ''); // form posts may wrap base64 lines
  if (compact.length % 4 !== 0 || !BASE64.test(compact)) throw samlRefusal('malformed', 'not base64');
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(compact, 'base64'));
  } catch {
    throw samlRefusal('malformed', 'not UTF-8');
  }
  if (DTD.test(xml)) throw samlRefusal('dtd');
  if (OTHER_ENCODING.test(xml)) throw samlRefusal('malformed', 'encoding other than UTF-8');
  const errors = await schemaErrors(xml);
  // libxml2's messages quote the document (an attacker's text): only their count goes to the log.
  if (errors.length > 0) throw samlRefusal('schema', `${errors.length} schema error(s)`);
  return xml;
}
