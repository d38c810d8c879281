import { PROFILE_PICTURE_MAX_BYTES } from '@gatehouse/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, type TestServer } from '../../../test/harness';

const ME = '/identity/resources/users/v2/me';
const REFRESH = '/identity/resources/auth/v1/user/token/refresh';
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A data URL of `type` over `bytes` (what a browser's FileReader or canvas produces). */
const dataUrl = (type: string, bytes: number[] | Buffer) => `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
/** A PNG-headed picture of `size` bytes. */
const png = (size: number) => dataUrl('image/png', Buffer.concat([Buffer.from(PNG_MAGIC), Buffer.alloc(size - PNG_MAGIC.length, 7)]));

describe('the profile picture (spec 001 §5: a base64 image data URL, sent when it changes)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const put = (u: { accessToken: string }, profilePictureUrl: string) =>
    t.request('PUT', ME, { token: u.accessToken, body: { profilePictureUrl } });
  const pictureOf = async (u: { accessToken: string }) =>
    ((await (await t.request('GET', ME, { token: u.accessToken })).json()) as { profilePictureUrl: string | null }).profilePictureUrl;
  const claimsAfterRefresh = async (u: { cookie: string }) => {
    const res = await t.request('POST', REFRESH, { body: { tenantId: null }, cookie: u.cookie });
    expect(res.status).toBe(200);
    return decodeJwt(((await res.json()) as { accessToken: string }).accessToken);
  };

  it('stores a PNG, JPEG or WebP data URL up to the limit, shows it in /me and keeps it out of the access token', async () => {
    const u = await signUpAndActivate(t);
    const largest = png(PROFILE_PICTURE_MAX_BYTES);
    const saved = await put(u, largest);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { profilePictureUrl: string }).profilePictureUrl).toBe(largest);
    expect(await pictureOf(u)).toBe(largest);
    // A data URL of this size in the token would ride on every request: the token leaves it out, /me carries it.
    expect(await claimsAfterRefresh(u)).not.toHaveProperty('profilePictureUrl');

    const jpeg = dataUrl('image/jpeg', [0xff, 0xd8, 0xff, 0xe0, ...Array<number>(20).fill(1)]);
    expect((await put(u, jpeg)).status).toBe(200);
    const webp = dataUrl('image/webp', [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 '), 1, 2, 3, 4]);
    expect((await put(u, webp)).status).toBe(200);
    expect(await pictureOf(u)).toBe(webp);
  });

  it('keeps an https address, which the access token carries, and removes the picture with an empty value', async () => {
    const u = await signUpAndActivate(t);
    const address = 'https://cdn.example.com/ada.png';
    expect((await put(u, address)).status).toBe(200);
    expect(await claimsAfterRefresh(u)).toMatchObject({ profilePictureUrl: address });
    expect((await put(u, '')).status).toBe(200);
    expect(await pictureOf(u)).toBeNull();
  });

  it('refuses SVG, plain http, bytes that are not the declared type and pictures over the limit, writing nothing', async () => {
    const u = await signUpAndActivate(t);
    const kept = png(64);
    expect((await put(u, kept)).status).toBe(200);
    const refused: [string, RegExp][] = [
      [dataUrl('image/svg+xml', [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')]), /type image\/svg\+xml is not accepted/],
      ['http://cdn.example.com/ada.png', /https URL/],
      ['javascript:alert(1)', /https URL/],
      [dataUrl('image/png', [0xff, 0xd8, 0xff, 0xe0, ...Array<number>(20).fill(1)]), /not a image\/png image/],
      [png(PROFILE_PICTURE_MAX_BYTES + 1), new RegExp(`at most ${PROFILE_PICTURE_MAX_BYTES} bytes`)],
    ];
    for (const [value, why] of refused) {
      const res = await put(u, value);
      const error = await errorOf(res);
      expect([res.status, error.errorCode]).toEqual([400, 'request.invalid']);
      expect(error.errors.join(' ')).toMatch(/profilePictureUrl/);
      expect(error.errors.join(' ')).toMatch(why);
    }
    // Far over the limit, the contract refuses before the picture is decoded.
    expect((await put(u, png(4 * PROFILE_PICTURE_MAX_BYTES))).status).toBe(400);
    expect(await pictureOf(u)).toBe(kept);
  });
});
