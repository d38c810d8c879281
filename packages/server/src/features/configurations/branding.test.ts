import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectError, newTenantAdmin, type Caller } from '../../../test/admin-kit';
import { createTestServer, type TestServer } from '../../../test/harness';
import { ConfigError, loadConfig } from '../../config/load-config';

const ADMIN_BOX = '/metadata/admin-box';
const THEME = '/metadata?entityName=adminBox';
/** A real 1×1 PNG. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SVG = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64')}`;

const VENDOR = {
  vendorName: 'Initech',
  vendorLogoUrl: 'https://cdn.initech.example/logo.png',
  vendorPrimaryColor: 'hsl(230, 87%, 61%)',
  vendorSecondaryColor: '#5E6A86',
};
/** The vendor's brand as login-box theme metadata. */
const VENDOR_THEME = {
  themeV2: {
    palette: { primary: { main: '#4562f2' }, secondary: { main: '#5e6a86' } },
    loginBox: { logo: { image: VENDOR.vendorLogoUrl } },
  },
};

describe('branding: the vendor from the configuration, a tenant from its custom login', () => {
  let t: TestServer;
  let admin: Caller;
  const setAlias = (tenantId: string, alias: string) =>
    t.deps.db.kysely.updateTable('tenants').set({ alias }).where('id', '=', tenantId).execute();
  const theme = async (alias?: string, prefix = '') => {
    const res = await t.request('GET', `${prefix}${THEME}`, alias === undefined ? {} : { headers: { 'frontegg-login-alias': alias } });
    expect(res.status).toBe(200);
    return (await res.json()) as { rows: { configuration: Record<string, unknown> }[] };
  };
  const save = (caller: Caller, actions: { type: string; payload: unknown }[]) => call(t, caller, 'POST', ADMIN_BOX, { actions });

  beforeAll(async () => {
    t = await createTestServer({ config: VENDOR });
    admin = await newTenantAdmin(t);
    await setAlias(admin.tenantId, 'acme');
  });
  afterAll(() => t.close());

  it("GET /vendors/public answers the vendor's name, logo and colours as #rrggbb", async () => {
    for (const prefix of ['', '/frontegg']) {
      const res = await t.request('GET', `${prefix}/vendors/public`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        name: 'Initech',
        logo: VENDOR.vendorLogoUrl,
        icon: null,
        whiteLabelMode: false,
        palette: { primary: '#4562f2', secondary: '#5e6a86' },
      });
    }
    // The same brand is the login box's theme when no tenant is named.
    expect(await theme()).toEqual({ rows: [{ configuration: VENDOR_THEME }] });
  });

  it("serves a tenant's custom login for its alias, over the vendor's, and nothing else of the tenant", async () => {
    const saved = await save(admin, [
      { type: 'localizations/en/login/title', payload: '  Welcome to Acme ' },
      { type: 'themeV2/loginBox/boxStyle/backgroundColor', payload: 'rgb(250, 250, 250)' },
      { type: 'themeV2/palette/primary', payload: '#C0FFEE' },
      { type: 'themeV2/palette/error/main', payload: '#b00020' },
      { type: 'themeV2/palette/error/contrastText', payload: '#fff' },
      { type: 'themeV2/loginBox/logo/image', payload: 'https://acme.example/logo.webp' },
      { type: 'themeV2/loginBox/boxStyle/fontFamily', payload: 'private-marker-font' },
      { type: 'navigation/usersSection', payload: 'private-marker-nav' },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await call(t, admin, 'PUT', '/tenants/resources/account-settings/v1', { address: 'private-marker-street' });
    for (const prefix of ['', '/frontegg']) {
      expect(await theme('acme', prefix)).toEqual({
        rows: [
          {
            configuration: {
              themeV2: {
                palette: {
                  primary: { main: '#c0ffee' },
                  secondary: { main: '#5e6a86' },
                  error: { main: '#b00020', contrastText: '#ffffff' },
                },
                loginBox: { logo: { image: 'https://acme.example/logo.webp' }, boxStyle: { backgroundColor: '#fafafa' } },
              },
              localizations: { en: { login: { title: 'Welcome to Acme' } } },
            },
          },
        ],
      });
    }
    const text = JSON.stringify(await theme('acme'));
    for (const secret of ['private-marker', admin.tenantId, 'Acme Corp']) expect(text).not.toContain(secret);
  });

  it("answers an unknown alias exactly as the vendor's brand (no error, nothing that tells which tenants exist)", async () => {
    const vendorOnly = await theme();
    const plain = await newTenantAdmin(t);
    await setAlias(plain.tenantId, 'plain-co');
    for (const alias of ['nobody', 'ACME', '', 'acm', 'acme2', 'x'.repeat(5000), "' OR 1=1 --"])
      expect(await theme(alias)).toEqual(vendorOnly);
    // A tenant without custom branding answers the same.
    expect(await theme('plain-co')).toEqual(vendorOnly);
    // Other metadata entities are not themes.
    const saml = await t.request('GET', '/metadata?entityName=saml', { headers: { 'frontegg-login-alias': 'acme' } });
    expect(await saml.json()).toEqual({ rows: [] });
  });

  it("uses the account's logo when the custom login sets none; a change shows at once", async () => {
    const other = await newTenantAdmin(t);
    await setAlias(other.tenantId, 'globex');
    expect(await theme('globex')).toEqual({ rows: [{ configuration: VENDOR_THEME }] });
    await call(t, other, 'PUT', '/tenants/resources/account-settings/v1', { logo: PNG });
    expect((await theme('globex')).rows[0]!.configuration).toMatchObject({ themeV2: { loginBox: { logo: { image: PNG } } } });
    await save(other, [{ type: 'localizations/en/login/title', payload: 'Globex sign-in' }]);
    expect((await theme('globex')).rows[0]!.configuration).toMatchObject({ localizations: { en: { login: { title: 'Globex sign-in' } } } });
  });

  it('refuses a custom login whose colour, logo or title could not be shown, naming the leaf, and changes nothing', async () => {
    const before = await theme('acme');
    const cases: [string, unknown][] = [
      ['themeV2/loginBox/boxStyle/backgroundColor', 'url(https://tracker.example/x.png)'],
      ['themeV2/loginBox/boxStyle/backgroundColor', 'red;} body{display:none'],
      ['themeV2/palette/primary', 'rgba(0, 0, 0, 0.5)'],
      ['themeV2/palette/secondary/light', 42],
      ['themeV2/loginBox/logo/image', 'javascript:alert(1)'],
      ['themeV2/loginBox/logo/image', 'http://plain.example/logo.png'],
      ['themeV2/loginBox/logo/image', SVG],
      ['localizations/en/login/title', 'x'.repeat(201)],
      ['localizations/fr/login/title', { html: '<b>' }],
    ];
    for (const [type, payload] of cases) {
      const r = await save(admin, [{ type, payload }]);
      expectError(r, 400, 'request.invalid');
      expect(r.body.errors!.join(' '), `${type} ${JSON.stringify(payload)}`).toContain(type);
    }
    expect(await theme('acme')).toEqual(before);
  });

  it('keeps serving what is valid when a stored leaf is not, and does not block other saves on it', async () => {
    const row = await t.deps.db.kysely
      .selectFrom('admin_box_metadata')
      .selectAll()
      .where('tenant_id', '=', admin.tenantId)
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.configuration) as { themeV2: { palette: Record<string, unknown> } };
    stored.themeV2.palette.info = 'not a colour';
    await t.deps.db.kysely
      .updateTable('admin_box_metadata')
      .set({ configuration: JSON.stringify(stored) })
      .where('tenant_id', '=', admin.tenantId)
      .execute();
    expect((await save(admin, [{ type: 'localizations/en/login/title', payload: 'Hello again' }])).status).toBe(200);
    const served = (await theme('acme')).rows[0]!.configuration as { themeV2: { palette: Record<string, unknown> } };
    expect(served.themeV2.palette.info).toBeUndefined();
    expect(served.themeV2.palette.primary).toEqual({ main: '#c0ffee' });
  });
});

describe('branding configuration', () => {
  it('refuses a bad logo or colour at start, naming every bad key', () => {
    const start = (env: Record<string, string>) => () => loadConfig(env);
    expect(
      start({
        GATEHOUSE_VENDOR_LOGO_URL: 'http://cdn.example.com/logo.png',
        GATEHOUSE_VENDOR_PRIMARY_COLOR: 'not-a-colour',
        GATEHOUSE_VENDOR_SECONDARY_COLOR: 'rgba(0, 0, 0, 0.5)',
      }),
    ).toThrow(ConfigError);
    try {
      start({ GATEHOUSE_VENDOR_LOGO_URL: SVG, GATEHOUSE_VENDOR_PRIMARY_COLOR: '#12345' })();
    } catch (e) {
      expect((e as Error).message).toMatch(/vendorLogoUrl \(GATEHOUSE_VENDOR_LOGO_URL\): type image\/svg\+xml is not accepted/);
      expect((e as Error).message).toMatch(/vendorPrimaryColor \(GATEHOUSE_VENDOR_PRIMARY_COLOR\): Unsupported color format/);
    }
    for (const logo of [
      'javascript:alert(1)',
      'https://user:pw@cdn.example.com/l.png',
      'data:image/png;base64,AAAA',
      '//cdn.example.com/l.png',
    ])
      expect(start({ GATEHOUSE_VENDOR_LOGO_URL: logo }), logo).toThrow(/vendorLogoUrl/);
  });

  it('takes an https logo or an image data URL and normalises colours', () => {
    expect(loadConfig({ GATEHOUSE_VENDOR_LOGO_URL: PNG, GATEHOUSE_VENDOR_PRIMARY_COLOR: '#ABC' })).toMatchObject({
      vendorLogoUrl: PNG,
      vendorPrimaryColor: '#aabbcc',
    });
    const plain = loadConfig({});
    expect([plain.vendorLogoUrl, plain.vendorPrimaryColor, plain.vendorSecondaryColor]).toEqual([undefined, undefined, undefined]);
  });
});
