import { createPublicKey, randomBytes, randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { decodeJwt } from 'jose';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, createTestStorage, type TestServer, type TestStorage } from '../../../test/harness';
import { cbor, createSoftAuthenticator, type SoftCredential } from '../../../test/soft-authenticator';
import { migrateTo, openDatabase } from '../database';
import type { Database } from '../schema';

/**
 * Migration 0019 on the suite's database (SQLite, or PostgreSQL with GATEHOUSE_TEST_DB=postgres):
 * rows written with the schema of 0018 (passkeys, second-factor keys, second-factor phones and the
 * number list in their four old tables) are carried into one table for WebAuthn credentials and one
 * for phones, and the moved passkey, security key and phone still sign in.
 */

/** A passkey row as migration 0010 made the table. */
type OldPasskey = {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  counter: number;
  transports: string;
  device_type: string;
  multi_device: number;
  backed_up: number;
  aaguid: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
};

/** The four tables as migrations 0010, 0013 and 0014 made them. */
type OldTables = {
  webauthn_credentials: OldPasskey;
  mfa_webauthn_devices: Omit<OldPasskey, 'multi_device' | 'backed_up' | 'aaguid'>;
  mfa_phones: { id: string; user_id: string; phone_number: string; created_at: string; last_used_at: string | null };
  user_phone_numbers: { id: string; user_id: string; phone_number: string; verified: number; created_at: string; updated_at: string };
};

const ORIGIN = 'http://localhost:5173';
const PATHS = {
  login: '/identity/resources/auth/v1/user',
  prelogin: '/identity/resources/auth/v1/webauthn/prelogin',
  postlogin: '/identity/resources/auth/v1/webauthn/postlogin',
  passkeys: '/identity/resources/users/webauthn/v1/devices',
  keyStart: (id: string) => `/identity/resources/auth/v1/user/mfa/webauthn/${id}`,
  keyVerify: (id: string) => `/identity/resources/auth/v1/user/mfa/webauthn/${id}/verify`,
  smsSend: (id: string) => `/identity/resources/auth/v1/user/mfa/sms/${id}`,
  smsVerify: (id: string) => `/identity/resources/auth/v1/user/mfa/sms/${id}/verify`,
  numbersMe: '/identity/resources/users/phone-numbers/v1/me',
} as const;

const iso = (ms: number) => new Date(ms).toISOString();
const now = Date.now();
const days = (n: number) => iso(now - n * 86_400_000);

/** The COSE key (ES256, RFC 9053 §7.1.1) of a soft credential, base64url: what registration stored as `public_key`. */
function coseKeyOf(credential: SoftCredential): string {
  const jwk = createPublicKey(credential.privateKey).export({ format: 'jwk' });
  const key = new Map<number, number | Buffer>([
    [1, 2],
    [3, -7],
    [-1, 1],
    [-2, Buffer.from(jwk.x!, 'base64url')],
    [-3, Buffer.from(jwk.y!, 'base64url')],
  ]);
  return cbor(key).toString('base64url');
}

describe('migration 0019: one table for WebAuthn credentials, one for phones', () => {
  let storage: TestStorage;
  let t: TestServer;
  const user = { id: randomUUID(), email: `moved-${randomUUID().slice(0, 8)}@example.com`, password: 'correct horse battery staple' };
  const other = { id: randomUUID(), email: `other-${randomUUID().slice(0, 8)}@example.com` };
  const tenantId = randomUUID();
  const handle = Buffer.from(user.id, 'utf8').toString('base64url');
  const passkeyAuthenticator = createSoftAuthenticator(ORIGIN);
  const securityKey = createSoftAuthenticator(ORIGIN);
  const sharedCredentialId = randomBytes(32).toString('base64url');
  const mfaPhone = '+12025550147';
  const listOnlyPhone = '+12025550199';

  // Rows as the release before 0019 wrote them; counters past 2^31 prove bigint survives the copy.
  const passkeyRow = {
    id: randomUUID(),
    user_id: user.id,
    credential_id: '',
    public_key: '',
    counter: 3_000_000_000,
    transports: JSON.stringify(['internal', 'hybrid']),
    device_type: 'Platform',
    multi_device: 1,
    backed_up: 1,
    aaguid: '00000000-0000-0000-0000-000000000000',
    name: 'Work laptop',
    created_at: days(30),
    last_used_at: days(2),
  };
  const keyRow = {
    id: randomUUID(),
    user_id: user.id,
    credential_id: '',
    public_key: '',
    counter: 7,
    transports: JSON.stringify(['usb', 'nfc']),
    device_type: 'CrossPlatform',
    name: 'YubiKey',
    created_at: days(20),
    last_used_at: null,
  };
  const mfaPhoneRow = { id: randomUUID(), user_id: user.id, phone_number: mfaPhone, created_at: days(10), last_used_at: days(9) };
  // The same number on the list and as a second factor: two rows, one per use.
  const listRows = [
    { id: randomUUID(), user_id: user.id, phone_number: mfaPhone, verified: 1, created_at: days(12), updated_at: days(11) },
    { id: randomUUID(), user_id: user.id, phone_number: listOnlyPhone, verified: 0, created_at: days(8), updated_at: days(8) },
  ];

  /** Writes a user, its tenant and the credential rows with the schema of 0018. */
  async function writeOldRows(db: Kysely<Database & OldTables>) {
    const created = days(40);
    await db.insertInto('vendors').values({ id: 'default', name: 'Gatehouse', logo: null, settings: '{}', created_at: created }).execute();
    await db
      .insertInto('tenants')
      .values({
        id: tenantId,
        vendor_id: 'default',
        name: 'Acme Corp',
        alias: null,
        metadata: '{}',
        address: null,
        timezone: null,
        date_format: null,
        time_format: null,
        currency: null,
        logo: null,
        website: null,
        application_url: null,
        login_url: null,
        is_reseller: 0,
        created_at: created,
        updated_at: created,
        deleted_at: null,
      })
      .execute();
    // argon2id as the server hashes (test parameters); the first sign-in may rehash it.
    const passwordHash = await hash(user.password, { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    for (const u of [
      { id: user.id, email: user.email, password_hash: passwordHash },
      { id: other.id, email: other.email, password_hash: null },
    ])
      await db
        .insertInto('users')
        .values({
          ...u,
          vendor_id: 'default',
          name: 'Ada Lovelace',
          verified: 1,
          phone_number: null,
          profile_picture_url: null,
          metadata: '{}',
          provider: 'local',
          disabled: 0,
          failed_logins: 0,
          locked_until: null,
          failed_mfa: 0,
          mfa_locked_until: null,
          last_login: null,
          active_tenant_id: tenantId,
          created_at: created,
          updated_at: created,
        })
        .execute();
    for (const id of [user.id, other.id])
      await db.insertInto('memberships').values({ user_id: id, tenant_id: tenantId, activated: 1, created_at: created }).execute();

    const passkey = passkeyAuthenticator.create({ challenge: 'unused', rp: { id: 'localhost' }, user: { id: handle } }).credential;
    const key = securityKey.create({ challenge: 'unused', rp: { id: 'localhost' }, user: { id: handle } }).credential;
    passkey.counter = passkeyRow.counter;
    key.counter = keyRow.counter;
    Object.assign(passkeyRow, { credential_id: passkey.id.toString('base64url'), public_key: coseKeyOf(passkey) });
    Object.assign(keyRow, { credential_id: key.id.toString('base64url'), public_key: coseKeyOf(key) });
    await db.insertInto('webauthn_credentials').values(passkeyRow).execute();
    await db.insertInto('mfa_webauthn_devices').values(keyRow).execute();
    await db.insertInto('mfa_phones').values(mfaPhoneRow).execute();
    await db.insertInto('user_phone_numbers').values(listRows).execute();
    // One credential registered both ways (nothing kept the old tables apart): both rows are kept.
    const shared = { user_id: other.id, credential_id: sharedCredentialId, public_key: 'x', counter: 0, transports: '[]' };
    const common = { device_type: 'CrossPlatform', name: 'Key', created_at: created, last_used_at: null };
    await db
      .insertInto('webauthn_credentials')
      .values({ id: randomUUID(), ...shared, ...common, multi_device: 0, backed_up: 0, aaguid: '' })
      .execute();
    await db
      .insertInto('mfa_webauthn_devices')
      .values({ id: randomUUID(), ...shared, ...common })
      .execute();
  }

  beforeAll(async () => {
    storage = await createTestStorage();
    const db = openDatabase({ databaseUrl: storage.databaseUrl, dataDir: storage.dataDir, sqliteSynchronous: 'NORMAL' });
    try {
      await migrateTo(db, '0018-event-outbox');
      await writeOldRows(db.kysely.withTables<OldTables>());
    } finally {
      await db.close();
    }
    t = await createTestServer({ storage }); // migrates to the latest schema on start
  });
  afterAll(async () => {
    await t?.close();
    await storage?.dispose();
  });

  const json = async <T>(res: Response, status = 200): Promise<T> => {
    expect(res.status, await res.clone().text()).toBe(status);
    return (await res.json()) as T;
  };
  type Answer = {
    mfaRequired: boolean;
    mfaToken: string;
    mfaDevices: { webauthn: { id: string }[]; phones: { id: string; phoneNumber: string }[] };
  };
  const passwordStep = async () =>
    json<Answer>(await t.request('POST', PATHS.login, { body: { email: user.email, password: user.password } }));
  const passkeyOptions = async () =>
    (await json<{ options: { challenge: string; rpId: string } }>(await t.request('POST', PATHS.prelogin, { body: {} }))).options;
  const signInWithPasskey = async () =>
    json<{ accessToken: string; userId: string }>(
      await t.request('POST', PATHS.postlogin, { body: passkeyAuthenticator.get(await passkeyOptions()) }),
    );

  it('carries every row over with its id and columns, by use, and drops the old tables', async () => {
    const db = t.deps.db.kysely;
    const credentials = await db
      .selectFrom('user_webauthn_credentials')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(credentials.map((c) => ({ ...c, counter: Number(c.counter) }))).toEqual([
      { ...passkeyRow, use: 'passkey' },
      { ...keyRow, use: 'second_factor', multi_device: null, backed_up: null, aaguid: null },
    ]);
    const phones = await db.selectFrom('user_phones').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute();
    expect(phones).toEqual([
      { ...listRows[0], use: 'list', last_used_at: null },
      { ...mfaPhoneRow, use: 'second_factor', verified: 1, updated_at: mfaPhoneRow.created_at },
      { ...listRows[1], use: 'list', last_used_at: null },
    ]);
    const shared = await db
      .selectFrom('user_webauthn_credentials')
      .select('use')
      .where('credential_id', '=', sharedCredentialId)
      .orderBy('use')
      .execute();
    expect(shared).toEqual([{ use: 'passkey' }, { use: 'second_factor' }]);
    for (const table of ['webauthn_credentials', 'mfa_webauthn_devices', 'mfa_phones', 'user_phone_numbers'])
      await expect(sql`select count(*) from ${sql.table(table)}`.execute(db), table).rejects.toThrow();
  });

  it('signs in with the moved passkey alone; it lists as a passkey, not as a second factor', async () => {
    const login = await signInWithPasskey();
    expect(login.userId).toBe(user.id);
    expect(decodeJwt(login.accessToken).amr).toEqual(expect.arrayContaining(['webauthn', 'hwk']));
    const row = await t.deps.db.kysely
      .selectFrom('user_webauthn_credentials')
      .select(['counter', 'last_used_at'])
      .where('id', '=', passkeyRow.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.counter)).toBe(passkeyRow.counter + 1);
    expect(row.last_used_at).not.toBe(passkeyRow.last_used_at);
    const { devices } = await json<{ devices: unknown[] }>(await t.request('GET', PATHS.passkeys, { token: login.accessToken }));
    expect(devices).toEqual([
      {
        id: passkeyRow.id,
        deviceType: 'Platform',
        name: 'Work laptop',
        createdAt: passkeyRow.created_at,
        lastUsedAt: row.last_used_at,
        backedUp: true,
        transports: ['internal', 'hybrid'],
      },
    ]);
    // The password step lists the moved key and phone as the second factors, and nothing else.
    const answer = await passwordStep();
    expect(answer.mfaRequired).toBe(true);
    expect(answer.mfaDevices.webauthn).toEqual([{ id: keyRow.id, deviceType: 'CrossPlatform', name: 'YubiKey' }]);
    expect(answer.mfaDevices.phones).toEqual([{ id: mfaPhoneRow.id, phoneNumber: `+1${'•'.repeat(mfaPhone.length - 6)}0147` }]);
  });

  it('signs in with the password and the moved security key; the key alone signs nobody in, a passkey is no second factor', async () => {
    const answer = await passwordStep();
    const start = await json<{ webauthnToken: string; options: { challenge: string; rpId: string; allowCredentials: { id: string }[] } }>(
      await t.request('POST', PATHS.keyStart(keyRow.id), { body: { mfaToken: answer.mfaToken } }),
    );
    expect(start.options.allowCredentials.map((c) => c.id)).toEqual([keyRow.credential_id]);
    const verified = await json<{ accessToken: string }>(
      await t.request('POST', PATHS.keyVerify(keyRow.id), {
        body: { mfaToken: answer.mfaToken, webauthnToken: start.webauthnToken, options: securityKey.get(start.options) },
      }),
    );
    expect(decodeJwt(verified.accessToken)).toMatchObject({ sub: user.id, amr: ['pwd', 'mfa', 'hwk'] });
    expect((await t.request('POST', PATHS.postlogin, { body: securityKey.get(await passkeyOptions()) })).status).toBe(401);
    const next = await passwordStep();
    const asFactor = await t.request('POST', PATHS.keyStart(passkeyRow.id), { body: { mfaToken: next.mfaToken } });
    expect((await json<{ errorCode: string }>(asFactor, 404)).errorCode).toBe('mfa.device_not_found');
  });

  it('signs in with the password and a code texted to the moved phone', async () => {
    const answer = await passwordStep();
    const { otcToken } = await json<{ otcToken: string }>(
      await t.request('POST', PATHS.smsSend(mfaPhoneRow.id), { body: { mfaToken: answer.mfaToken } }),
    );
    const texts = await json<{ kind: string; codes: string[] }[]>(
      await t.request('GET', `/dev/sms.json?to=${encodeURIComponent(mfaPhone)}`),
    );
    expect(texts).toHaveLength(1);
    expect(texts[0]!.kind).toBe('mfa_code');
    const verified = await json<{ accessToken: string }>(
      await t.request('POST', PATHS.smsVerify(mfaPhoneRow.id), { body: { mfaToken: answer.mfaToken, otcToken, code: texts[0]!.codes[0] } }),
    );
    expect(decodeJwt(verified.accessToken)).toMatchObject({ sub: user.id, amr: ['pwd', 'mfa', 'sms'] });
    // A listed number is no second factor, even the same number.
    const next = await passwordStep();
    const listed = await t.request('POST', PATHS.smsSend(listRows[0]!.id), { body: { mfaToken: next.mfaToken } });
    expect((await json<{ errorCode: string }>(listed, 404)).errorCode).toBe('mfa.device_not_found');
  });

  it('answers the moved numbers in the phone list, and not the second-factor phone', async () => {
    const { accessToken } = await signInWithPasskey();
    const list = await json<unknown[]>(await t.request('GET', PATHS.numbersMe, { token: accessToken }));
    expect(list).toEqual(
      listRows.map((r) => ({
        id: r.id,
        phoneNumber: r.phone_number,
        verified: r.verified === 1,
        createdAt: r.created_at,
        updatedAt: r.updated_at,
      })),
    );
  });
});
