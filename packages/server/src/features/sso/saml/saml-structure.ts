import { samlRefusal } from './saml-refusal';
import { ASSERTION_NS, DSIG_NS, PROTOCOL_NS, childElement, childElements, descendants, isElement } from './xml-dom';

/** Deeper than any SAML response needs (libxml2 itself stops at 256). */
const MAX_DEPTH = 48;
const ID_ATTRIBUTES = ['ID', 'Id', 'id'];

/** The response's root and its one assertion, once the document's shape is safe to hand to a signature library. */
export interface ResponseParts {
  response: Element;
  assertion: Element;
}

/**
 * Our own checks of the document's shape, before any signature is looked at (decision 0049). They
 * close the doors signature-wrapping attacks go through, whatever the library does afterwards:
 *
 * - the root is a protocol Response with exactly one Assertion in the whole document, as its child
 *   (a signed assertion moved under Extensions, Advice or ds:Object with a forged one in its place
 *   makes two), and no EncryptedAssertion (we publish no encryption key);
 * - every ds:Signature sits directly in the Response or the Assertion, has exactly one Reference,
 *   and that Reference is `#` + the ID of the element it sits in; no ds:Object;
 * - no ID value appears twice (ID, Id or id), so a reference names exactly one element;
 * - no comment, CDATA section or processing instruction anywhere: canonicalisation drops comments
 *   and merges CDATA, so `a@x.com<!---->.evil.com` keeps a valid signature while a reader that
 *   takes the first text node sees another user; no such node means one text per element;
 * - a bounded depth.
 */
export function checkStructure(doc: Document): ResponseParts {
  const response = doc.documentElement;
  if (!isElement(response, PROTOCOL_NS, 'Response')) throw samlRefusal('structure', 'root is not a protocol Response');
  checkNodes(doc);
  const assertions = descendants(response, ASSERTION_NS, 'Assertion');
  if (assertions.length !== 1 || assertions[0]!.parentNode !== response)
    throw samlRefusal('structure', `${assertions.length} assertions, or the assertion is not a child of the response`);
  if (descendants(response, ASSERTION_NS, 'EncryptedAssertion').length > 0) throw samlRefusal('structure', 'encrypted assertion');
  const assertion = assertions[0]!;
  for (const signature of descendants(response, DSIG_NS, 'Signature')) checkSignaturePlacement(signature, response, assertion);
  return { response, assertion };
}

/** Walks every node once: forbidden node types, duplicate ids, depth. */
function checkNodes(doc: Document): void {
  const ids = new Set<string>();
  const stack: { node: Node; depth: number }[] = Array.from(doc.childNodes).map((node) => ({ node, depth: 0 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > MAX_DEPTH) throw samlRefusal('structure', 'too deep');
    switch (node.nodeType) {
      case node.COMMENT_NODE:
        throw samlRefusal('structure', 'comment');
      case node.CDATA_SECTION_NODE:
        throw samlRefusal('structure', 'CDATA section');
      case node.PROCESSING_INSTRUCTION_NODE:
        // The XML declaration is reported as one, and only as the document's first child.
        if (node.nodeName !== 'xml' || node !== doc.firstChild) throw samlRefusal('structure', 'processing instruction');
        break;
      case node.DOCUMENT_TYPE_NODE:
      case node.ENTITY_REFERENCE_NODE:
        throw samlRefusal('dtd', 'document type or entity reference');
      case node.ELEMENT_NODE:
        for (const name of ID_ATTRIBUTES) {
          const value = (node as Element).getAttribute(name);
          if (value === null || value === '') continue;
          if (ids.has(value)) throw samlRefusal('structure', 'duplicate ID');
          ids.add(value);
        }
        for (const child of Array.from(node.childNodes)) stack.push({ node: child, depth: depth + 1 });
        break;
    }
  }
}

function checkSignaturePlacement(signature: Element, response: Element, assertion: Element): void {
  const parent = signature.parentNode;
  if (parent !== response && parent !== assertion) throw samlRefusal('structure', 'signature outside the response and the assertion');
  if (childElements(parent as Element, DSIG_NS, 'Signature').length !== 1)
    throw samlRefusal('structure', 'several signatures on one element');
  if (descendants(signature, DSIG_NS, 'Object').length > 0) throw samlRefusal('structure', 'ds:Object in a signature');
  const signedInfo = childElement(signature, DSIG_NS, 'SignedInfo');
  const references = signedInfo ? childElements(signedInfo, DSIG_NS, 'Reference') : [];
  if (references.length !== 1) throw samlRefusal('structure', `${references.length} references in SignedInfo`);
  const id = (parent as Element).getAttribute('ID');
  if (!id || references[0]!.getAttribute('URI') !== `#${id}`)
    throw samlRefusal('structure', 'the signature does not reference the element it sits in');
}
