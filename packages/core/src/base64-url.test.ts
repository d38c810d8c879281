import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64UrlDecode, base64UrlToBytes } from './base64-url-decode';
import { base64UrlEncode } from './base64-url-encode';

describe('base64UrlEncode', () => {
  it('encodes strings as UTF-8 without padding, using the url alphabet', () => {
    expect(base64UrlEncode('')).toBe('');
    expect(base64UrlEncode('f')).toBe('Zg');
    expect(base64UrlEncode('fo')).toBe('Zm8');
    expect(base64UrlEncode('foo')).toBe('Zm9v');
    expect(base64UrlEncode('héllo ✓')).toBe('aMOpbGxvIOKckw');
    expect(base64UrlEncode(new Uint8Array([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('handles inputs longer than one String.fromCharCode chunk', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 256);
    expect(base64UrlToBytes(base64UrlEncode(bytes))).toEqual(bytes);
  });
});

describe('base64UrlDecode', () => {
  it('decodes base64url with or without padding and standard base64', () => {
    expect(base64UrlDecode('Zg')).toBe('f');
    expect(base64UrlDecode('Zg==')).toBe('f');
    expect(base64UrlDecode('Zm8')).toBe('fo');
    expect(base64UrlDecode('Zm8=')).toBe('fo');
    expect(base64UrlDecode('aMOpbGxvIOKckw')).toBe('héllo ✓');
    expect(base64UrlToBytes('-_-_')).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
    expect(base64UrlToBytes('+/+/')).toEqual(new Uint8Array([0xfb, 0xff, 0xbf]));
    expect(base64UrlDecode('')).toBe('');
  });

  it('replaces invalid UTF-8 with U+FFFD rather than throwing', () => {
    expect(base64UrlDecode(base64UrlEncode(new Uint8Array([0xff, 0x41])))).toBe('\uFFFDA');
  });

  it.each([
    ['a lone trailing character', 'Z'],
    ['length 5', 'Zm9vY'],
    ['illegal characters', 'Zm9v!'],
    ['whitespace', 'Zm 9v'],
    ['padding in the middle', 'Zg==Zg=='],
    ['too much padding', 'Zg==='],
    ['padding that does not complete a quantum', 'Zg='],
    ['only padding', '=='],
  ])("throws 'Illegal base64url string!' for %s", (_label, input) => {
    expect(() => base64UrlDecode(input)).toThrow(new Error('Illegal base64url string!'));
  });

  it('throws for non-string input', () => {
    expect(() => base64UrlDecode(42 as unknown as string)).toThrow('Illegal base64url string!');
  });

  it('round-trips arbitrary well-formed Unicode strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const encoded = base64UrlEncode(text);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(base64UrlDecode(encoded)).toBe(text);
      }),
    );
  });

  it('round-trips arbitrary bytes, also through standard padded base64', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
        const encoded = base64UrlEncode(bytes);
        expect(base64UrlToBytes(encoded)).toEqual(bytes);
        const standard = encoded.replace(/-/g, '+').replace(/_/g, '/');
        expect(base64UrlToBytes(standard + '='.repeat((4 - (standard.length % 4)) % 4))).toEqual(bytes);
      }),
    );
  });

  it('either decodes or throws exactly the illegal-string error, for any input', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        try {
          base64UrlDecode(input);
        } catch (error) {
          expect(error).toEqual(new Error('Illegal base64url string!'));
        }
      }),
    );
  });
});
