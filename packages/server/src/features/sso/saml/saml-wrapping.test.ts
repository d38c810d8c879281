import { SAML, ValidateInResponseTo } from '@node-saml/node-saml';
import * as samlify from 'samlify';
import { describe, expect, it } from 'vitest';
import { useSamlTestbed, type SamlTestbed } from './saml-test-kit';
import { all, createTestIdp, decode, encode, forge, newSamlId, one } from '../../../../test/peers/saml-idp';

// Negative corpus, signatures and document shape: every forgery is refused, for the reason named,
// and nothing is recorded. The forgeries start from genuine responses samlify signed.
describe('SAML responses: signatures and wrapping', () => {
  const kit = useSamlTestbed();

  // samlify's signer takes the certificate as its base64 body, as it reads it from metadata.
  const certificateBody = (): string => kit.idp.keys.certificatePem.replace(/-----[A-Z ]+-----|\s/g, '');
  // node-saml on its own, as a second opinion on what a signature check alone accepts.
  const nodeSamlAlone = () => ({
    idpCert: kit.idp.keys.certificatePem,
    issuer: kit.connection.spEntityId,
    callbackUrl: kit.connection.acsUrl,
    audience: kit.connection.spEntityId,
    wantAssertionsSigned: true,
    wantAuthnResponseSigned: false,
    validateInResponseTo: ValidateInResponseTo.never,
  });
  const genuine = (fields: Parameters<SamlTestbed['genuine']>[2] = {}) => kit.bed.genuine(kit.connection, kit.idp, fields);

  /** The forged assertion of a wrapping attack: a copy of the signed one, unsigned, for another user. */
  const forgedCopy = (doc: Document, id = newSamlId()): Element => {
    const copy = one(doc, 'saml:Assertion').cloneNode(true) as Element;
    copy.setAttribute('ID', id);
    for (const sig of all(copy, 'ds:Signature')) copy.removeChild(sig);
    one(copy, 'saml:NameID').textContent = 'ceo@corp.example';
    return copy;
  };

  /** A genuine response with every signature taken out. */
  const unsigned = (encoded: string): string =>
    forge(encoded, (doc) => all(doc, 'ds:Signature').forEach((sig) => sig.parentNode!.removeChild(sig)));

  /** Signs a response as a whole with the identity provider's key (samlify), and its assertion by the same signature when asked. */
  const signWhole = (encoded: string, alsoAssertion = false): string =>
    samlify.SamlLib.constructSAMLSignature({
      rawSamlMessage: decode(encoded),
      ...(alsoAssertion ? { referenceTagXPath: "/*[local-name(.)='Response']/*[local-name(.)='Assertion']" } : {}),
      privateKey: kit.idp.keys.privateKeyPem,
      signingCert: certificateBody(),
      isMessageSigned: true,
      isBase64Output: true,
      signatureConfig: { prefix: 'ds', location: { reference: "/*[local-name(.)='Response']/*[local-name(.)='Issuer']", action: 'after' } },
    } as never) as string;

  /** The signed assertion moved under the Advice of a forged copy that takes its place. */
  const wrapUnderAdvice = (doc: Document, forgedId?: string): void => {
    const signed = one(doc, 'saml:Assertion');
    const forged = forgedCopy(doc, forgedId);
    const advice = doc.createElementNS('urn:oasis:names:tc:SAML:2.0:assertion', 'saml:Advice');
    forged.insertBefore(advice, one(forged, 'saml:AuthnStatement'));
    doc.documentElement.replaceChild(forged, signed);
    advice.appendChild(signed);
  };

  it('refuses a response with neither the response nor the assertion signed', async () => {
    const post = await genuine();
    await kit.bed.expectRefused({ ...post, SAMLResponse: unsigned(post.SAMLResponse) }, 'validator', /signature/i);
  });

  it('refuses a response signed as a whole whose assertion is not signed (assertions must be signed)', async () => {
    const post = await genuine({ signResponse: true });
    const resigned = signWhole(unsigned(post.SAMLResponse));
    // The response's own signature is good: an SP that did not want signed assertions would take it.
    const lenient = new SAML({ ...nodeSamlAlone(), wantAssertionsSigned: false, wantAuthnResponseSigned: true });
    expect((await lenient.validatePostResponseAsync({ SAMLResponse: resigned })).profile?.nameID).toBe('alice@corp.example');
    await kit.bed.expectRefused({ ...post, SAMLResponse: resigned }, 'validator', /signature/i);
  });

  it('refuses a response signed by another key than the connection trusts', async () => {
    const impostor = createTestIdp(kit.idp.entityId);
    await kit.bed.expectRefused(await kit.bed.genuine(kit.connection, impostor), 'validator', /signature/i);
  });

  it('refuses the signed assertion moved under samlp:Extensions with a forged one in its place', async () => {
    const post = await genuine();
    const wrapped = forge(post.SAMLResponse, (doc) => {
      const response = doc.documentElement;
      const signed = one(doc, 'saml:Assertion');
      const extensions = doc.createElementNS('urn:oasis:names:tc:SAML:2.0:protocol', 'samlp:Extensions');
      response.insertBefore(extensions, one(doc, 'samlp:Status'));
      response.replaceChild(forgedCopy(doc), signed);
      extensions.appendChild(signed);
    });
    await kit.bed.expectRefused({ ...post, SAMLResponse: wrapped }, 'structure', /2 assertions/);
  });

  it('refuses the signed assertion moved under the forged assertion’s Advice', async () => {
    const post = await genuine();
    const wrapped = forge(post.SAMLResponse, (doc) => wrapUnderAdvice(doc));
    await kit.bed.expectRefused({ ...post, SAMLResponse: wrapped }, 'structure', /2 assertions/);
  });

  it('refuses the signed assertion moved into a ds:Object of a signature, with a forged one in its place', async () => {
    const post = await genuine({ signResponse: true });
    const wrapped = forge(post.SAMLResponse, (doc) => {
      const signed = one(doc, 'saml:Assertion');
      const responseSignature = all(doc, 'ds:Signature').find((s) => s.parentNode === doc.documentElement)!;
      const object = doc.createElementNS('http://www.w3.org/2000/09/xmldsig#', 'ds:Object');
      responseSignature.appendChild(object);
      doc.documentElement.replaceChild(forgedCopy(doc), signed);
      object.appendChild(signed);
    });
    await kit.bed.expectRefused({ ...post, SAMLResponse: wrapped }, 'structure', /2 assertions/);
  });

  // The signed assertion's ID given to the forged one: libxml2 already refuses two equal typed IDs.
  it('refuses a forged assertion that reuses the signed one’s ID (duplicate IDs)', async () => {
    const post = await genuine();
    const wrapped = forge(post.SAMLResponse, (doc) => wrapUnderAdvice(doc, one(doc, 'saml:Assertion').getAttribute('ID')!));
    await kit.bed.expectRefused({ ...post, SAMLResponse: wrapped }, 'schema');
  });

  it('refuses a second element carrying the signed ID, even with one assertion', async () => {
    const post = await genuine({ signResponse: true });
    const doubled = forge(post.SAMLResponse, (doc) => {
      const extensions = doc.createElementNS('urn:oasis:names:tc:SAML:2.0:protocol', 'samlp:Extensions');
      const decoy = doc.createElementNS('urn:example:decoy', 'x:Decoy');
      decoy.setAttribute('ID', doc.documentElement.getAttribute('ID')!);
      extensions.appendChild(decoy);
      doc.documentElement.insertBefore(extensions, one(doc, 'samlp:Status'));
    });
    await kit.bed.expectRefused({ ...post, SAMLResponse: doubled }, 'structure', /duplicate ID/);
  });

  it('refuses a comment inside the NameID, which leaves the signature valid (canonicalisation drops it)', async () => {
    const post = await genuine({ nameId: 'ceo@corp.example.evil.test' });
    const commented = encode(decode(post.SAMLResponse).replace('ceo@corp.example.evil.test<', 'ceo@corp.example<!---->.evil.test<'));
    expect(decode(commented)).toContain('ceo@corp.example<!---->.evil.test');
    // The attack is real: the signature still verifies, so a signature check alone would pass it.
    const alone = new SAML(nodeSamlAlone());
    expect((await alone.validatePostResponseAsync({ SAMLResponse: commented })).profile?.nameID).toBe('ceo@corp.example.evil.test');
    await kit.bed.expectRefused({ ...post, SAMLResponse: commented }, 'structure', /comment/);
  });

  it('refuses a CDATA section inside the NameID', async () => {
    const post = await genuine({ nameId: 'ceo@corp.example.evil.test' });
    const split = encode(decode(post.SAMLResponse).replace('ceo@corp.example.evil.test<', 'ceo@corp.example<![CDATA[.evil.test]]><'));
    await kit.bed.expectRefused({ ...post, SAMLResponse: split }, 'structure', /CDATA/);
  });

  it('refuses a signature whose DigestValue carries a comment', async () => {
    const post = await genuine();
    const commented = forge(post.SAMLResponse, (doc) => {
      const digest = one(doc, 'ds:DigestValue');
      const value = digest.textContent!;
      digest.textContent = value.slice(0, 10);
      digest.appendChild(doc.createComment(' x '));
      digest.appendChild(doc.createTextNode(value.slice(10)));
    });
    await kit.bed.expectRefused({ ...post, SAMLResponse: commented }, 'structure', /comment/);
  });

  it('refuses a SignedInfo with several references', async () => {
    const post = await genuine();
    // One signature over the whole response and, by a second reference, the assertion.
    const signed = signWhole(unsigned(post.SAMLResponse), true);
    expect(decode(signed).match(/<ds:Reference /g)).toHaveLength(2);
    await kit.bed.expectRefused({ ...post, SAMLResponse: signed }, 'structure', /2 references/);
  });

  it('refuses an encrypted assertion (we publish no encryption key)', async () => {
    const post = await genuine();
    const encrypted = forge(post.SAMLResponse, (doc) => {
      const holder = doc.createElementNS('urn:oasis:names:tc:SAML:2.0:assertion', 'saml:EncryptedAssertion');
      const data = doc.createElementNS('http://www.w3.org/2001/04/xmlenc#', 'xenc:EncryptedData');
      const cipher = doc.createElementNS('http://www.w3.org/2001/04/xmlenc#', 'xenc:CipherData');
      const value = doc.createElementNS('http://www.w3.org/2001/04/xmlenc#', 'xenc:CipherValue');
      value.textContent = 'AAAA';
      cipher.appendChild(value);
      data.appendChild(cipher);
      holder.appendChild(data);
      doc.documentElement.appendChild(holder);
    });
    await kit.bed.expectRefused({ ...post, SAMLResponse: encrypted }, 'structure', /encrypted assertion/);
  });

  it('refuses a signature placed elsewhere than the response or the assertion', async () => {
    const post = await genuine();
    const moved = forge(post.SAMLResponse, (doc) => {
      const signature = one(doc, 'ds:Signature');
      signature.parentNode!.removeChild(signature);
      const extensions = doc.createElementNS('urn:oasis:names:tc:SAML:2.0:protocol', 'samlp:Extensions');
      extensions.appendChild(signature);
      doc.documentElement.insertBefore(extensions, one(doc, 'samlp:Status'));
    });
    await kit.bed.expectRefused({ ...post, SAMLResponse: moved }, 'structure', /signature outside/);
  });
});
