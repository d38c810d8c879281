import { DOMParser } from '@xmldom/xmldom';
import { samlRefusal } from './saml-refusal';

export const PROTOCOL_NS = 'urn:oasis:names:tc:SAML:2.0:protocol';
export const ASSERTION_NS = 'urn:oasis:names:tc:SAML:2.0:assertion';
export const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

/** Parses XML that has passed the schema; anything the parser complains of is a refusal. */
export function parseXml(xml: string): Document {
  const fail = (message: string) => {
    throw samlRefusal('malformed', message.split('\n')[0]);
  };
  const doc = new DOMParser({ errorHandler: { warning: () => undefined, error: fail, fatalError: fail } }).parseFromString(xml, 'text/xml');
  if (!doc.documentElement) throw samlRefusal('malformed', 'no root element');
  return doc;
}

/** Whether `node` is the element {ns}localName. */
export const isElement = (node: Node | null | undefined, ns: string, localName: string): node is Element =>
  !!node && node.nodeType === node.ELEMENT_NODE && (node as Element).namespaceURI === ns && (node as Element).localName === localName;

/** The child elements {ns}localName of `parent`, in order. */
export const childElements = (parent: Element, ns: string, localName: string): Element[] =>
  Array.from(parent.childNodes).filter((n): n is Element => isElement(n, ns, localName));

/** The one child {ns}localName of `parent`, or undefined. */
export const childElement = (parent: Element, ns: string, localName: string): Element | undefined =>
  childElements(parent, ns, localName)[0];

/** The descendants {ns}localName of `root` (document order). */
export function descendants(root: Element, ns: string, localName: string): Element[] {
  const found: Element[] = [];
  const walk = (el: Element) => {
    for (const child of Array.from(el.childNodes)) {
      if (child.nodeType !== child.ELEMENT_NODE) continue;
      if (isElement(child, ns, localName)) found.push(child);
      walk(child as Element);
    }
  };
  walk(root);
  return found;
}

/** An attribute's value, or undefined when absent (xmldom answers '' for an absent attribute). */
export const attributeOf = (el: Element | undefined, name: string): string | undefined =>
  el?.hasAttribute(name) ? el.getAttribute(name)! : undefined;

/** The text of an element (its text children joined; the structure checks have refused comments and CDATA). */
export const textOf = (el: Element | undefined): string | undefined => (el ? (el.textContent ?? '').trim() : undefined);
