import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newSigningKeyPair } from './self-signed-certificate';

describe('the self-signed certificate of a signing key', () => {
  it('is a certificate OpenSSL reads, for the key, signed by the key, with the validity asked for', () => {
    const notBefore = Date.UTC(2026, 0, 1);
    const notAfter = Date.UTC(2056, 0, 1); // past 2049: GeneralizedTime
    const { privateKeyPem, certificatePem } = newSigningKeyPair('sp.example.test', notBefore, notAfter);
    const cert = new X509Certificate(certificatePem);
    const publicKey = createPublicKey(privateKeyPem);
    expect(cert.subject).toBe('CN=sp.example.test');
    expect(cert.issuer).toBe('CN=sp.example.test');
    expect(cert.publicKey.equals(publicKey)).toBe(true);
    expect(cert.verify(publicKey)).toBe(true);
    expect(new Date(cert.validFrom).getTime()).toBe(notBefore);
    expect(new Date(cert.validTo).getTime()).toBe(notAfter);
    expect(cert.checkPrivateKey(createPrivateKey(privateKeyPem))).toBe(true);
  });

  it('is not signed by another key', () => {
    const a = newSigningKeyPair('a', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    const b = newSigningKeyPair('b', Date.UTC(2026, 0, 1), Date.UTC(2027, 0, 1));
    expect(new X509Certificate(a.certificatePem).verify(createPublicKey(b.privateKeyPem))).toBe(false);
  });
});
