import { headers } from '@gatehouse/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { brandingOf, defaultBranding } from './public-config';
import { createTestClient } from './test-utils/create-test-client';
import { paths } from './test-utils/fixtures';

afterEach(() => {
  vi.restoreAllMocks();
});

/** The vendor's answer of `GET /vendors/public` with the given extras. */
const vendor = (extra: Record<string, unknown> = {}) => ({ name: 'Initech', logo: null, icon: null, whiteLabelMode: false, ...extra });
/** A `GET /metadata?entityName=adminBox` answer with one theme row. */
const themeRow = (configuration: Record<string, unknown>) => ({ rows: [{ configuration }] });

describe('public configuration: branding', () => {
  it("loads the vendor's brand and the alias tenant's custom login in the same parallel load, the tenant winning where set", async () => {
    const { client, fake } = createTestClient({ tenantResolver: () => ({ tenant: 'acme' }) });
    let pending = 0;
    let most = 0;
    const gated = (body: unknown) => async () => {
      most = Math.max(most, ++pending);
      await new Promise((r) => setTimeout(r, 5));
      pending--;
      return { body };
    };
    fake
      .on('POST', paths.refresh, { status: 401, body: { errors: ['no'] } })
      .on(
        'GET',
        paths.vendorPublic,
        gated(vendor({ logo: 'https://cdn.initech.example/logo.png', palette: { primary: '#4461f2', secondary: '#5e6a86' } })),
      )
      .on(
        'GET',
        paths.metadata,
        gated(
          themeRow({
            themeV2: {
              palette: { primary: { main: '#c0ffee' }, error: { main: '#b00020', contrastText: '#ffffff' } },
              loginBox: { boxStyle: { backgroundColor: '#fafafa' }, logo: { image: 'https://acme.example/logo.webp' } },
            },
            localizations: { en: { login: { title: 'Welcome to Acme' } } },
          }),
        ),
      );
    await client.init();
    expect(most).toBeGreaterThanOrEqual(2);
    const [themeCall] = fake.calls(paths.metadata);
    expect(themeCall!.query.get('entityName')).toBe('adminBox');
    expect(themeCall!.headers[headers.loginAlias]).toBe('acme');
    expect(client.config.getState()).toMatchObject({
      status: 'ready',
      vendorName: 'Initech',
      logo: 'https://cdn.initech.example/logo.png',
      branding: {
        name: 'Initech',
        logo: 'https://acme.example/logo.webp',
        title: 'Welcome to Acme',
        palette: { primary: { main: '#c0ffee' }, secondary: '#5e6a86', error: { main: '#b00020', contrastText: '#ffffff' } },
        boxBackgroundColor: '#fafafa',
      },
    });
  });

  it("is the vendor's brand when the theme has no rows, and keeps the defaults (logged only) when both calls fail", async () => {
    const ok = createTestClient();
    ok.fake
      .on('POST', paths.refresh, { status: 401, body: { errors: ['no'] } })
      .on('GET', paths.vendorPublic, { body: vendor({ palette: { primary: '#123456' } }) });
    await ok.client.init();
    expect(ok.client.config.getState().branding).toEqual({ ...defaultBranding, name: 'Initech', palette: { primary: '#123456' } });

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = createTestClient();
    failing.fake
      .on('POST', paths.refresh, { status: 401, body: { errors: ['no'] } })
      .on('GET', paths.vendorPublic, { status: 500, text: 'x' })
      .on('GET', paths.metadata, new TypeError('offline'));
    await failing.client.init();
    expect(failing.client.config.getState()).toMatchObject({ status: 'ready', branding: defaultBranding });
    expect(warn).toHaveBeenCalledTimes(2);
  });
});

describe('brandingOf', () => {
  it('drops values it could not show safely instead of failing', () => {
    const hostile = themeRow({
      themeV2: {
        palette: { primary: 'red;} body{display:none', secondary: { main: 42 }, info: { main: '#0288d1', light: 'url(x)' }, brand: '#000' },
        loginBox: { boxStyle: { backgroundColor: 'expression(alert(1))' }, logo: { image: 'javascript:alert(1)' } },
      },
      localizations: { en: { login: { title: '   ' } } },
    });
    expect(brandingOf(vendor({ logo: 'http://plain.example/logo.png', palette: 'nope' }), hostile)).toEqual({
      ...defaultBranding,
      name: 'Initech',
      palette: { info: { main: '#0288d1' } },
    });
    for (const answer of [undefined, null, 'text', { rows: 'x' }, { rows: [null] }, { rows: [{ configuration: [] }] }])
      expect(brandingOf(undefined, answer)).toEqual(defaultBranding);
  });

  it('takes image data URLs and CSS colour functions', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(brandingOf(vendor({ logo: png, palette: { primary: 'rgb(68, 97, 242)' } }), { rows: [] })).toMatchObject({
      logo: png,
      palette: { primary: 'rgb(68, 97, 242)' },
    });
  });
});
