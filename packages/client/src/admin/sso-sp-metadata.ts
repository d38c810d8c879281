/** What the SP metadata of a connection is made from: the values the server answers on each connection. */
export interface SpValues {
  acsUrl: string;
  spEntityId: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/**
 * The SAML 2.0 service-provider metadata of one connection, for identity providers that take a metadata file
 * instead of the two values typed in: its entity id and its assertion consumer service (HTTP-POST), asking for
 * signed assertions and sending unsigned requests — what the server's SAML engine publishes for a connection that
 * does not sign its requests (decision 0049: no NameID format is asked for, the IdP chooses).
 */
export function spMetadataXml({ acsUrl, spEntityId }: SpValues): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<EntityDescriptor xmlns="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${escapeXml(spEntityId)}">`,
    '  <SPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" AuthnRequestsSigned="false" WantAssertionsSigned="true">',
    `    <AssertionConsumerService index="1" isDefault="true" Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST" Location="${escapeXml(acsUrl)}"/>`,
    '  </SPSSODescriptor>',
    '</EntityDescriptor>',
  ].join('\n');
}
