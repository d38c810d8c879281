import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/*
 * A minimal DER writer, enough for one self-signed X.509 v3 certificate: the SAML metadata of our
 * service provider must carry its signing key as a certificate, and node:crypto can read
 * certificates but not make them. The certificate is only a container for the public key (SAML
 * peers trust it because it is in our metadata, not because of who signed it).
 */
const der = (tag: number, body: Buffer): Buffer => {
  const n = body.length;
  let length: Buffer;
  if (n < 0x80) length = Buffer.from([n]);
  else {
    const bytes: number[] = [];
    for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
    length = Buffer.from([0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), length, body]);
};
const sequence = (...items: Buffer[]): Buffer => der(0x30, Buffer.concat(items));
const set = (...items: Buffer[]): Buffer => der(0x31, Buffer.concat(items));
const integer = (bytes: Buffer): Buffer => der(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const nullValue = (): Buffer => Buffer.from([0x05, 0x00]);
const utf8String = (text: string): Buffer => der(0x0c, Buffer.from(text, 'utf8'));
const bitString = (bytes: Buffer): Buffer => der(0x03, Buffer.concat([Buffer.from([0]), bytes]));

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128)) chunk.unshift((v & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
}

/** UTCTime until 2049, GeneralizedTime after (RFC 5280 4.1.2.5). */
function time(ms: number): Buffer {
  const text = new Date(ms)
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return new Date(ms).getUTCFullYear() < 2050 ? der(0x17, Buffer.from(text.slice(2), 'ascii')) : der(0x18, Buffer.from(text, 'ascii'));
}

const SHA256_WITH_RSA = '1.2.840.113549.1.1.11';
const COMMON_NAME = '2.5.4.3';

/** A PEM certificate for the public half of `privateKeyPem`, signed by that key (RSA, SHA-256). */
export function selfSignedCertificate(privateKeyPem: string, commonName: string, notBefore: number, notAfter: number): string {
  const privateKey = createPrivateKey(privateKeyPem);
  const spki = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const algorithm = sequence(objectId(SHA256_WITH_RSA), nullValue());
  const name = sequence(set(sequence(objectId(COMMON_NAME), utf8String(commonName))));
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f; // positive, at most 20 octets (RFC 5280 4.1.2.2)
  const tbs = sequence(
    der(0xa0, integer(Buffer.from([2]))), // [0] EXPLICIT version: v3
    integer(serial),
    algorithm,
    name,
    sequence(time(notBefore), time(notAfter)),
    name,
    spki,
  );
  const signature = sign('sha256', tbs, privateKey);
  const body = sequence(tbs, algorithm, bitString(signature)).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${body.match(/.{1,64}/g)!.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/** A new RSA-2048 key pair (PKCS#8 PEM) and its self-signed certificate. */
export function newSigningKeyPair(
  commonName: string,
  notBefore: number,
  notAfter: number,
): { privateKeyPem: string; certificatePem: string } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { privateKeyPem, certificatePem: selfSignedCertificate(privateKeyPem, commonName, notBefore, notAfter) };
}
