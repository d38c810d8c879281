import { describe, expect, it } from 'vitest';
import { answer, run, sent, signedInAdmin } from './admin-test-kit';
import { settingsChanges } from './account-data';
import { loginBoxActions, loginBoxLeaf } from './login-box-actions';

const stored = { tenantId: 'tenant-1', name: 'Acme', address: '1 Main St', timezone: 'Europe/London', hasCustomLogin: false };

describe('account', () => {
  it('reads the settings and the login box under the tenant', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'getAccountSettings', {}, { body: stored });
    answer(fake, 'getAdminBoxMetadata', {}, { body: { configuration: {}, updatedAt: null } });
    expect(admin.account.queries.settings().queryKey).toEqual(['gatehouse', 'tenant-1', 'account', 'settings']);
    expect(await queryClient.fetchQuery(admin.account.queries.settings())).toEqual(stored);
    expect(await queryClient.fetchQuery(admin.account.queries.loginBox())).toEqual({ configuration: {}, updatedAt: null });
  });

  it("keeps a save's answer as the cached settings, without reading them again", async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'getAccountSettings', {}, { body: stored });
    answer(fake, 'updateAccountSettings', {}, { body: { ...stored, loginUrl: 'https://acme.example/login', hasCustomLogin: true } });
    await queryClient.fetchQuery(admin.account.queries.settings());
    await run(queryClient, admin.account.mutations.updateSettings(), { loginUrl: 'https://acme.example/login' });
    expect(sent(fake, 'updateAccountSettings')[0]!.body).toEqual({ loginUrl: 'https://acme.example/login' });
    expect(queryClient.getQueryData(admin.account.queries.settings().queryKey)).toMatchObject({ hasCustomLogin: true });
    expect(sent(fake, 'getAccountSettings')).toHaveLength(1);
  });

  it("keeps the login box's answer as the cached metadata", async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    const next = { configuration: { localizations: { en: { login: { title: 'Hi' } } } }, updatedAt: '2026-01-01T00:00:00.000Z' };
    answer(fake, 'updateAdminBoxMetadata', {}, { body: next });
    const actions = [{ type: 'localizations/en/login/title', payload: 'Hi' }];
    await run(queryClient, admin.account.mutations.updateLoginBox(), actions);
    expect(sent(fake, 'updateAdminBoxMetadata')[0]!.body).toEqual({ actions });
    expect(queryClient.getQueryData(admin.account.queries.loginBox().queryKey)).toEqual(next);
  });

  it('sends only what changed; an emptied field is cleared with null, the company name is sent empty for the server to refuse', () => {
    expect(settingsChanges(stored, { name: 'Acme', address: '', timezone: ' Europe/Paris ', website: '' })).toEqual({
      address: null,
      timezone: 'Europe/Paris',
    });
    expect(settingsChanges(stored, { name: '' })).toEqual({ name: '' });
    expect(settingsChanges(stored, { applicationUrl: '' }, [])).toEqual({});
  });

  it('turns login-box fields into one action per changed leaf; an emptied leaf is removed', () => {
    const configuration = { localizations: { en: { login: { title: 'Welcome' } } }, odd: 3 };
    expect(loginBoxLeaf(configuration, 'localizations/en/login/title')).toBe('Welcome');
    expect(loginBoxLeaf(configuration, 'odd')).toBe('');
    expect(loginBoxLeaf(configuration, 'odd/deeper')).toBe('');
    expect(loginBoxActions(configuration, { 'localizations/en/login/title': 'Welcome ' })).toEqual([]);
    expect(
      loginBoxActions(configuration, { 'localizations/en/login/title': '', 'themeV2/loginBox/boxStyle/backgroundColor': '#f0f4ff' }),
    ).toEqual([
      { type: 'localizations/en/login/title', payload: null },
      { type: 'themeV2/loginBox/boxStyle/backgroundColor', payload: '#f0f4ff' },
    ]);
  });

  it('reads a palette colour kept with its shades as its main, and changes only the main (the other shades stay)', () => {
    const configuration = { themeV2: { palette: { primary: { main: '#4461f2', light: '#8fa0f7' }, secondary: '#5e6a86' } } };
    expect(loginBoxLeaf(configuration, 'themeV2/palette/primary')).toBe('#4461f2');
    expect(loginBoxLeaf(configuration, 'themeV2/palette/secondary')).toBe('#5e6a86');
    expect(loginBoxActions(configuration, { 'themeV2/palette/primary': '#4461f2', 'themeV2/palette/secondary': '#5e6a86' })).toEqual([]);
    expect(loginBoxActions(configuration, { 'themeV2/palette/primary': '#c0ffee', 'themeV2/palette/secondary': '#123456' })).toEqual([
      { type: 'themeV2/palette/primary/main', payload: '#c0ffee' },
      { type: 'themeV2/palette/secondary', payload: '#123456' },
    ]);
    // Emptied, the colour goes with its shades: the login box falls back to the vendor's.
    expect(loginBoxActions(configuration, { 'themeV2/palette/primary': '' })).toEqual([{ type: 'themeV2/palette/primary', payload: null }]);
  });
});
