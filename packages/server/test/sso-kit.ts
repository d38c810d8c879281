import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as samlify from 'samlify';
import { expect } from 'vitest';
import { call, type Caller } from './admin-kit';
import type { TestServer } from './harness';

export { startTxtServer } from './peers/txt-dns-server';

/** The admin API's base paths. */
export const SSO = '/team/resources/sso/v1/configurations';
export const SSO_V2 = '/team/resources/sso/v2/configurations';

/** Two self-signed certificates an IdP signs with (a key rollover publishes both). */
export const IDP_CERT_1 = `-----BEGIN CERTIFICATE-----
MIIDGTCCAgGgAwIBAgIUGpckRT3N8DngNXFOVypRFBazIkwwDQYJKoZIhvcNAQEL
BQAwHDEaMBgGA1UEAwwRaWRwMS5leGFtcGxlLnRlc3QwHhcNMjYxMTI2MTEyNjIy
WhcNMzYxMTIzMTEyNjIyWjAcMRowGAYDVQQDDBFpZHAxLmV4YW1wbGUudGVzdDCC
ASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBAMKtxdHL4pmdNu+8qrFq+ur8
NkgVjTD7DSyLf01vvns9xcvSSDYkBUUf/UoaHlo69IQhGfGo83SXqD7YjlymnCd0
gg9cenrXaEdkBkeNp4upv2LuX694A8Vy2a6uBf4QNY/fJNeZoz6fj4C/aOpUSm6H
qmt4Z9qYU9NlxLcds877a5//gx5YY+bL4glEXN1c+abFOHD8fGtDgffQETAH4/UF
4/ThUfvVQHlwkoP0WUbHr+iTQ3/Zbhf1EIHTTb3M8nDnzodzmqCOFGiB6oE0wTXe
1KhSMEFVUSwoaUXKdvw/NtY9zzG5TcQtuLSXa4iQ+LwQ/simQeddxOS++TPvU0sC
AwEAAaNTMFEwHQYDVR0OBBYEFOuB1Ei63Q0IV7ldqYS3hQTql17gMB8GA1UdIwQY
MBaAFOuB1Ei63Q0IV7ldqYS3hQTql17gMA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZI
hvcNAQELBQADggEBALlPGX4ZOYbmLzhmuy1BN8BcJ+uVS+vsYiTn4kSPCT4JMYn5
RdpHTiwZnn/T1APN4o9Yxc0hXEkakh4Zrmsh2sQ3vonEvDrSzuEsvBexKMOfduK1
68EC6mSVLsGnqX1O3SgR7718juGJpInIne3sWVzaC9XfgACFepFJOCu+v83iUg52
u2jR0GLIOm9gzcOH43/Jllk1xSQqnokAFlvzlhnRjKiuC+hDx9tvjdW3Eh9AgCBR
gCoZumKUNQ3CysiRrKVnPjRgohiQzyMPUV7v6TogXKoM9UnOgvlSie/KOlP2RKS2
29rOciGUUvyi8FdM2nv+Y7Av0GYb2+3gZn5WRnI=
-----END CERTIFICATE-----`;
export const IDP_CERT_2 = `-----BEGIN CERTIFICATE-----
MIIDGTCCAgGgAwIBAgIUL/fy89NKtkA6yRk6zAS0QtEtZ2AwDQYJKoZIhvcNAQEL
BQAwHDEaMBgGA1UEAwwRaWRwMi5leGFtcGxlLnRlc3QwHhcNMjYxMTI2MTEyNjIy
WhcNMzYxMTIzMTEyNjIyWjAcMRowGAYDVQQDDBFpZHAyLmV4YW1wbGUudGVzdDCC
ASIwDQYJKoZIhvcNAQEBBQADggEPADCCAQoCggEBAM4mrICSOdk2tST/VFsYUvKZ
s7nTmifUbUSndvWl2peVTm2CTUXv4c2a1JWl6kgTP88nCgcB3GLPTia+n7p+fz0d
C3erzH3Q60V0k04yr0biNlizvrbvH9vyDDBMMJyJQ67EheoRvKK7xKEhyy/bj9zK
lR5crHoYEjO0XWkOMZmthBRleyhUOiufJcuPFCiOw0juLSbA/AlKywZWqXWUFer4
GQrrIopQfs4GhqlywZ5AiWLEg+9nwHJOjDFZLqike+sRNgE3qEG6zRXv95pIxIKd
4SQ//mmomJiAKQywteO4S79F2KSIVzRwEoxbbb//xqjoJziFHWWh2qIwwXl3SREC
AwEAAaNTMFEwHQYDVR0OBBYEFJyEPHAS+lCLXcB6ffYswkgxcMQoMB8GA1UdIwQY
MBaAFJyEPHAS+lCLXcB6ffYswkgxcMQoMA8GA1UdEwEB/wQFMAMBAf8wDQYJKoZI
hvcNAQELBQADggEBACK2s1pVy9BlvVr1m/My4bNRG/ZT7JyrW9lKF3Y5v/06L50n
6ga7O89MNtvVwzyMM9OKX7jvbugKB6lCOau37KezFlZdoKmc9cduOnMAXjiA8eZD
ljkzFQYSZ35S0TSC9I1OFyeGUR+34j9oMQmjer6V4JuXkNm6ij2D9CfrI1znZw0f
ojMifXWEEw77Fz58vvmPhapsOdSxLlL+SttCstqxrcfGcqVsTennNJMColOrVUzo
oE8YWYzyDEslSaE/LJhZO/pQ/e9omJuMf4szsiEip1kp1/4thg9kvFe+yviQnDKl
i27FV5GrrKaroVkYyrJwkDomFUeGgt6DQ83y/4M=
-----END CERTIFICATE-----`;

/** SAML metadata of a real IdP (samlify), with the given signing certificates. */
export function idpMetadata(entityID = 'https://idp.example.test/metadata', certs: string[] = [IDP_CERT_1]): string {
  const idp = samlify.IdentityProvider({
    entityID,
    signingCert: certs.length === 1 ? certs[0] : certs,
    singleSignOnService: [
      { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: 'https://idp.example.test/sso/redirect' },
      { Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-POST', Location: 'https://idp.example.test/sso/post' },
    ],
    singleLogoutService: [{ Binding: 'urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect', Location: 'https://idp.example.test/slo' }],
  } as never);
  return idp.getMetadata();
}

/** A connection made through the API. */
export async function createConnection(t: TestServer, caller: Caller, body: Record<string, unknown> = {}) {
  const r = await call(t, caller, 'POST', SSO, body);
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as unknown as { id: string; [k: string]: unknown };
}

/** A domain added to a connection through the API. */
export async function addDomain(t: TestServer, caller: Caller, id: string, domain: string) {
  const r = await call(t, caller, 'POST', `${SSO}/${id}/domains`, { domain });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as unknown as { id: string; domain: string; validated: boolean; txtRecord: string };
}

/** A local HTTP server answering every request with `handler`. */
export async function startHttpServer(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}
