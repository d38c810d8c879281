import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, errorOf, signUpAndActivate, type TestServer } from '../../../test/harness';
import { emptyRole, invitedMember } from '../../../test/team-kit';
import { auditActions, newPhone, P, phoneCounts, textedCode, textsTo, wrongCode } from './phones-test-kit';

interface Item {
  id: string;
  phoneNumber: string;
  verified: boolean;
  createdAt: string;
  updatedAt: string;
}

describe('phone-number list of the signed-in user', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const list = async (token: string) => {
    const res = await t.request('GET', P.numbersMe, { token });
    expect(res.status).toBe(200);
    return (await res.json()) as Item[];
  };
  const create = async (token: string, phoneNumber: string, verify?: boolean) => {
    // The outbox is read newest first by time: a later text needs a later timestamp.
    t.clock.advance(1);
    const res = await t.request('POST', P.numbers, { token, body: { phoneNumber, ...(verify === undefined ? {} : { verify }) } });
    expect(res.status).toBe(200);
    return (await res.json()) as { otcToken?: string };
  };
  const verify = (token: string, otcToken: string, code: string) => t.request('POST', P.verify, { token, body: { otcToken, code } });
  /** A verified number on the user's list. */
  const verified = async (token: string) => {
    const phone = newPhone();
    const { otcToken } = await create(token, phone, true);
    expect((await verify(token, otcToken!, await textedCode(t, phone))).status).toBe(200);
    return (await list(token)).find((n) => n.phoneNumber === phone)!;
  };
  const remove = async (token: string, phoneId: string) => {
    t.clock.advance(1);
    return t.request('DELETE', `${P.numbers}/${encodeURIComponent(phoneId)}`, { token });
  };
  const verifyRemove = (token: string, phoneId: string, otcToken: string, code: string) =>
    t.request('POST', `${P.numbers}/${encodeURIComponent(phoneId)}/delete/verify`, { token, body: { otcToken, code } });

  it('adds a number unverified; with verify, the texted code marks it verified once; audited', async () => {
    const u = await signUpAndActivate(t);
    const first = newPhone();
    expect(await create(u.accessToken, first)).toEqual({});
    expect(await textsTo(t, first)).toEqual([]);
    const [item] = await list(u.accessToken);
    expect(item).toEqual({
      id: expect.any(String),
      phoneNumber: first,
      verified: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });

    const second = newPhone();
    const { otcToken } = await create(u.accessToken, second, true);
    expect(otcToken).toEqual(expect.any(String));
    const code = await textedCode(t, second);
    expect((await errorOf(await verify(u.accessToken, otcToken!, wrongCode(code)))).errorCode).toBe('phone.invalid_code');
    expect((await verify(u.accessToken, otcToken!, code)).status).toBe(200);
    expect((await verify(u.accessToken, otcToken!, code)).status).toBe(400);
    expect((await list(u.accessToken)).map((n) => [n.phoneNumber, n.verified])).toEqual([
      [first, false],
      [second, true],
    ]);
    const actions = await auditActions(t, u.userId);
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['user.phone_number_added', 'user.phone_number_verified']));
    expect(JSON.stringify(actions)).not.toContain(second);
    expect(JSON.stringify(actions)).not.toContain(code);
  });

  it('pre-verify texts a code to a number not on the list; verifying it adds the number, verified', async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    t.clock.advance(1);
    const res = await t.request('POST', P.preverify, { token: u.accessToken, body: { phoneNumber: phone } });
    expect(res.status).toBe(200);
    const { otcToken } = (await res.json()) as { otcToken: string };
    expect(await list(u.accessToken)).toEqual([]);
    expect((await verify(u.accessToken, otcToken, await textedCode(t, phone))).status).toBe(200);
    expect((await list(u.accessToken)).map((n) => [n.phoneNumber, n.verified])).toEqual([[phone, true]]);
  });

  it('pages of 10 by default, _limit and _offset (a page index), at most 10 numbers per user', async () => {
    const u = await signUpAndActivate(t);
    const empty = await t.request('GET', P.numbers, { token: u.accessToken });
    expect(await empty.json()).toEqual({ items: [], _metadata: { totalItems: 0, totalPages: 0 } });
    const phones = Array.from({ length: 10 }, () => newPhone());
    for (const phone of phones) {
      await create(u.accessToken, phone);
      t.clock.advance(1000);
    }
    const page = (await (await t.request('GET', P.numbers, { token: u.accessToken })).json()) as { items: Item[]; _metadata: unknown };
    expect(page.items.map((n) => n.phoneNumber)).toEqual(phones);
    expect(page._metadata).toEqual({ totalItems: 10, totalPages: 1 });
    const second = (await (await t.request('GET', `${P.numbers}?_limit=3&_offset=1`, { token: u.accessToken })).json()) as {
      items: Item[];
      _metadata: unknown;
    };
    expect(second.items.map((n) => n.phoneNumber)).toEqual(phones.slice(3, 6));
    expect(second._metadata).toEqual({ totalItems: 10, totalPages: 4 });
    const full = await t.request('POST', P.numbers, { token: u.accessToken, body: { phoneNumber: newPhone() } });
    expect((await errorOf(full)).errorCode).toBe('phone.too_many');
    const preverifyFull = await t.request('POST', P.preverify, { token: u.accessToken, body: { phoneNumber: newPhone() } });
    expect((await errorOf(preverifyFull)).errorCode).toBe('phone.too_many');
    for (const q of ['_limit=0', '_limit=101', '_offset=-1', '_limit=ten'])
      expect((await errorOf(await t.request('GET', `${P.numbers}?${q}`, { token: u.accessToken }))).errorCode, q).toBe('request.invalid');
  });

  it('refuses bad input, duplicates and anonymous callers, writing nothing', async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    await create(u.accessToken, phone);
    const before = await phoneCounts(t);
    const dup = await t.request('POST', P.numbers, { token: u.accessToken, body: { phoneNumber: phone } });
    expect((await errorOf(dup)).errorCode).toBe('phone.already_added');
    for (const body of [
      {},
      { phoneNumber: '555-0100' },
      { phoneNumber: '+1415555010' + 'x' },
      { phoneNumber: newPhone(), verify: 'yes' },
    ]) {
      expect((await errorOf(await t.request('POST', P.numbers, { token: u.accessToken, body }))).errorCode, JSON.stringify(body)).toBe(
        'request.invalid',
      );
    }
    expect((await t.request('POST', P.preverify, { token: u.accessToken, body: { phoneNumber: '14155550100' } })).status).toBe(400);
    expect((await t.request('POST', P.verify, { token: u.accessToken, body: { otcToken: 'x' } })).status).toBe(400);
    expect((await t.request('POST', P.verify, { token: u.accessToken, body: { otcToken: 'x', code: '12' } })).status).toBe(400);
    for (const [method, path] of [
      ['GET', P.numbers],
      ['GET', P.numbersMe],
      ['POST', P.numbers],
      ['POST', P.preverify],
      ['POST', P.verify],
      ['DELETE', `${P.numbers}/x`],
      ['POST', `${P.numbers}/x/delete/verify`],
    ] as const) {
      expect(
        (
          await t.request(method, path, {
            body: method === 'GET' || method === 'DELETE' ? undefined : { phoneNumber: newPhone(), otcToken: 'x', code: '123456' },
          })
        ).status,
        `${method} ${path}`,
      ).toBe(401);
    }
    expect(await phoneCounts(t)).toEqual(before);
  });

  it('an unverified number is removed at once; a verified one only with the code texted to it', async () => {
    const u = await signUpAndActivate(t);
    const loose = newPhone();
    await create(u.accessToken, loose);
    const looseId = (await list(u.accessToken))[0]!.id;
    const gone = await remove(u.accessToken, looseId);
    expect(await gone.json()).toEqual({ phoneId: looseId });
    expect(await list(u.accessToken)).toEqual([]);

    const kept = await verified(u.accessToken);
    const res = await remove(u.accessToken, kept.id);
    const { phoneId, otcToken } = (await res.json()) as { phoneId: string; otcToken: string };
    expect(phoneId).toBe(kept.id);
    const code = await textedCode(t, kept.phoneNumber, 'phone_removal');
    expect((await list(u.accessToken)).map((n) => n.id)).toEqual([kept.id]);
    expect((await errorOf(await verifyRemove(u.accessToken, kept.id, otcToken, wrongCode(code)))).errorCode).toBe('phone.invalid_code');
    expect((await verifyRemove(u.accessToken, kept.id, otcToken, code)).status).toBe(200);
    expect(await list(u.accessToken)).toEqual([]);
    expect((await errorOf(await verifyRemove(u.accessToken, kept.id, otcToken, code))).errorCode).toBe('phone.not_found');
    expect((await auditActions(t, u.userId)).filter((a) => a.action === 'user.phone_number_deleted')).toHaveLength(2);
  });

  it('a removal code works only for its own number', async () => {
    const u = await signUpAndActivate(t);
    const a = await verified(u.accessToken);
    const b = await verified(u.accessToken);
    const { otcToken } = (await (await remove(u.accessToken, a.id)).json()) as { otcToken: string };
    const code = await textedCode(t, a.phoneNumber, 'phone_removal');
    expect((await errorOf(await verifyRemove(u.accessToken, b.id, otcToken, code))).errorCode).toBe('phone.invalid_code');
    expect((await list(u.accessToken)).map((n) => n.id).sort()).toEqual([a.id, b.id].sort());
  });

  it("another user's or another tenant's number id is not found, and their codes do not work", async () => {
    const owner = await signUpAndActivate(t);
    const sameTenant = await invitedMember(t, owner.accessToken);
    const otherTenant = await signUpAndActivate(t);
    const number = await verified(owner.accessToken);
    const { otcToken } = (await (await remove(owner.accessToken, number.id)).json()) as { otcToken: string };
    const code = await textedCode(t, number.phoneNumber, 'phone_removal');
    for (const intruder of [sameTenant, otherTenant]) {
      expect((await errorOf(await remove(intruder.accessToken, number.id))).errorCode).toBe('phone.not_found');
      expect((await errorOf(await verifyRemove(intruder.accessToken, number.id, otcToken, code))).errorCode).toBe('phone.not_found');
      expect(await list(intruder.accessToken)).toEqual([]);
      const page = (await (await t.request('GET', P.numbers, { token: intruder.accessToken })).json()) as { items: Item[] };
      expect(page.items).toEqual([]);
    }
    // A verification handle of another user is refused the same as a wrong one.
    const phone = newPhone();
    const { otcToken: verifyToken } = await create(owner.accessToken, phone, true);
    expect((await errorOf(await verify(otherTenant.accessToken, verifyToken!, await textedCode(t, phone)))).errorCode).toBe(
      'phone.invalid_code',
    );
    expect(await list(otherTenant.accessToken)).toEqual([]);
    expect((await verifyRemove(owner.accessToken, number.id, otcToken, code)).status).toBe(200);
  });

  it('parallel verifications with one code: at most one is accepted', async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    const { otcToken } = await create(u.accessToken, phone, true);
    const code = await textedCode(t, phone);
    const answers = await Promise.all(Array.from({ length: 5 }, () => verify(u.accessToken, otcToken!, code)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => ![200, 400, 403].includes(r.status))).toEqual([]);
    expect((await list(u.accessToken))[0]?.verified).toBe(true);
  });

  it('codes expire after 10 minutes', async () => {
    const u = await signUpAndActivate(t);
    const phone = newPhone();
    const { otcToken } = await create(u.accessToken, phone, true);
    const code = await textedCode(t, phone);
    t.clock.advance(10 * 60_000 + 1000);
    const token = (
      await (await t.request('POST', '/identity/resources/auth/v1/user', { body: { email: u.email, password: u.password } })).json()
    ).accessToken as string;
    expect((await errorOf(await verify(token, otcToken!, code))).errorCode).toBe('phone.invalid_code');
    expect((await list(token))[0]?.verified).toBe(false);
  });
});

describe("phone numbers of the tenant's users (admin lookup, wire-compat §3.1)", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(() => t.close());

  const setLoginPhone = async (token: string, phone: string) => {
    t.clock.advance(1);
    const { changePhoneId } = (await (await t.request('POST', P.phone, { token, body: { phoneNumber: phone } })).json()) as {
      changePhoneId: string;
    };
    expect((await t.request('POST', P.phoneVerify, { token, body: { changePhoneId, code: await textedCode(t, phone) } })).status).toBe(200);
  };

  it("answers the login phones of the caller's tenant only, by user ids or by prefix, with the read-users permission", async () => {
    const admin = await signUpAndActivate(t);
    const member = await invitedMember(t, admin.accessToken, [await emptyRole(t, admin.tenantId)]);
    const outsider = await signUpAndActivate(t);
    const adminPhone = '+14155550001';
    const memberPhone = '+442079460002';
    await setLoginPhone(admin.accessToken, adminPhone);
    await setLoginPhone(member.accessToken, memberPhone);
    await setLoginPhone(outsider.accessToken, '+14155550003');

    const all = await t.request('GET', P.numbersV2, { token: admin.accessToken });
    expect(all.status).toBe(200);
    const page = (await all.json()) as { items: { userId: string; phoneNumber: string }[]; _metadata: { totalItems: number } };
    expect(page.items.sort((a, b) => a.phoneNumber.localeCompare(b.phoneNumber))).toEqual([
      { userId: admin.userId, phoneNumber: adminPhone },
      { userId: member.userId, phoneNumber: memberPhone },
    ]);
    expect(page._metadata.totalItems).toBe(2);

    const byIds = (await (
      await t.request('GET', `${P.numbersV2}?userIds=${member.userId},${outsider.userId}`, { token: admin.accessToken })
    ).json()) as { items: unknown[] };
    expect(byIds.items).toEqual([{ userId: member.userId, phoneNumber: memberPhone }]);
    for (const prefix of ['%2B44', '+44', '44']) {
      const byPrefix = (await (await t.request('GET', `${P.numbersV2}?_phoneNumber=${prefix}`, { token: admin.accessToken })).json()) as {
        items: unknown[];
      };
      expect(byPrefix.items, prefix).toEqual([{ userId: member.userId, phoneNumber: memberPhone }]);
    }
    const outsiderView = (await (
      await t.request('GET', `${P.numbersV2}?userIds=${admin.userId}`, { token: outsider.accessToken })
    ).json()) as { items: unknown[] };
    expect(outsiderView.items).toEqual([]);

    expect((await t.request('GET', P.numbersV2, { token: member.accessToken })).status).toBe(403);
    expect((await t.request('GET', P.numbersV2)).status).toBe(401);
    for (const q of ['_limit=0', '_phoneNumber=abc', '_phoneNumber=%25', `userIds=${'x'.repeat(129)}`])
      expect((await t.request('GET', `${P.numbersV2}?${q}`, { token: admin.accessToken })).status, q).toBe(400);
  });
});
