import type { Profile } from '@node-saml/node-saml';
import type { SamlConnection, SamlIdentity } from './saml-connection';
import { samlRefusal } from './saml-refusal';

// The names identity providers commonly give each claim (plain, LDAP OID, Microsoft claim URI).
const EMAIL = [
  'email',
  'mail',
  'emailAddress',
  'urn:oid:0.9.2342.19200300.100.1.3',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/emailaddress',
];
const FIRST_NAME = [
  'firstName',
  'givenName',
  'given_name',
  'urn:oid:2.5.4.42',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/givenname',
];
const LAST_NAME = [
  'lastName',
  'surname',
  'sn',
  'family_name',
  'urn:oid:2.5.4.4',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/surname',
];
const NAME = [
  'name',
  'displayName',
  'urn:oid:2.16.840.1.113730.3.1.241',
  'http://schemas.microsoft.com/identity/claims/displayname',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/name',
];
const GROUPS = ['groups', 'memberOf', 'urn:oid:1.3.6.1.4.1.5923.1.5.1.1', 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups'];
const EMAIL_FORMAT = 'urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress';
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+$/;

/** The attribute values of a profile as lists of strings (values with child elements are dropped). */
function attributesOf(profile: Profile): Record<string, string[]> {
  const raw = (profile.attributes ?? {}) as Record<string, unknown>;
  const out: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(raw)) {
    const values = (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
    if (values.length > 0) out[name] = values;
  }
  return out;
}

const first = (attributes: Record<string, string[]>, names: string[]): string | undefined => {
  for (const name of names) {
    const value = attributes[name]?.[0]?.trim();
    if (value) return value;
  }
  return undefined;
};

/**
 * The identity in a verified profile: node-saml builds the profile from the signed assertion only.
 * The email is the first email attribute, else an emailAddress-format NameID; without one the
 * sign-in cannot continue. Groups come from the connection's groups attribute, or the usual names.
 */
export function identityFrom(profile: Profile, connection: SamlConnection): SamlIdentity {
  const attributes = attributesOf(profile);
  const nameId = typeof profile.nameID === 'string' ? profile.nameID : '';
  if (!nameId) throw samlRefusal('structure', 'no NameID');
  const nameIdFormat = typeof profile.nameIDFormat === 'string' ? profile.nameIDFormat : null;
  const email = first(attributes, EMAIL) ?? (nameIdFormat === EMAIL_FORMAT ? nameId : undefined);
  if (!email || !LOOKS_LIKE_EMAIL.test(email)) throw samlRefusal('no_email');
  const groupNames = connection.groupsAttribute ? [connection.groupsAttribute] : GROUPS;
  const groups = [
    ...new Set(
      groupNames
        .flatMap((name) => attributes[name] ?? [])
        .map((g) => g.trim())
        .filter(Boolean),
    ),
  ];
  const firstName = first(attributes, FIRST_NAME);
  const lastName = first(attributes, LAST_NAME);
  const name = first(attributes, NAME) ?? ([firstName, lastName].filter(Boolean).join(' ') || undefined);
  return {
    connectionId: connection.id,
    tenantId: connection.tenantId,
    nameId,
    nameIdFormat,
    email: email.toLowerCase(),
    emailVerifiedByIdp: true,
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(name ? { name } : {}),
    groups,
    attributes,
    ...(typeof profile.sessionIndex === 'string' ? { sessionIndex: profile.sessionIndex } : {}),
  };
}
