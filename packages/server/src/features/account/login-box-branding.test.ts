import { describe, expect, it } from 'vitest';
import { newBrandingProblems, readLoginBoxBranding } from './login-box-branding';

describe('readLoginBoxBranding: the public leaves of a custom login box', () => {
  it('keeps only the branding leaves, normalised, and lists what it leaves out', () => {
    const { theme, problems } = readLoginBoxBranding({
      themeV2: {
        palette: {
          primary: 'hsl(0, 100%, 50%)',
          secondary: { light: '#eeeeee' },
          success: { main: '#0a0', hover: 'nope', unknownShade: '#000' },
          brand: '#123456',
        },
        loginBox: { boxStyle: { backgroundColor: '#FFF', padding: '4px' }, logo: { image: 'ftp://files.example/logo.png' } },
        typography: { fontFamily: 'Comic Sans' },
      },
      localizations: { en: { login: { title: 'Hi', subtitle: 'private' } }, '../x': { login: { title: 'ignored' } }, de: { login: {} } },
      webhooks: { secret: 'private' },
    });
    expect(theme).toEqual({
      themeV2: {
        palette: { primary: { main: '#ff0000' }, success: { main: '#00aa00' } },
        loginBox: { boxStyle: { backgroundColor: '#ffffff' } },
      },
      localizations: { en: { login: { title: 'Hi' } } },
    });
    expect(problems.map((p) => p.path)).toEqual([
      'themeV2/palette/secondary',
      'themeV2/palette/success/hover',
      'themeV2/loginBox/logo/image',
    ]);
  });

  it('answers an empty theme for an empty or oddly shaped configuration', () => {
    expect(readLoginBoxBranding({})).toEqual({ theme: {}, problems: [] });
    expect(readLoginBoxBranding({ themeV2: 'x', localizations: ['en'] })).toEqual({ theme: {}, problems: [] });
  });
});

describe('newBrandingProblems', () => {
  it('names only the leaves a change makes wrong', () => {
    const before = { themeV2: { palette: { info: 'bad' } } };
    expect(newBrandingProblems(before, { ...before, localizations: { en: { login: { title: 'ok' } } } })).toEqual([]);
    expect(newBrandingProblems(before, { themeV2: { palette: { info: 'still bad' } } }).map((p) => p.path)).toEqual([
      'themeV2/palette/info',
    ]);
    expect(newBrandingProblems({}, { localizations: { en: { login: { title: ' ' } } } })).toEqual([
      { path: 'localizations/en/login/title', message: 'must be text of 1 to 200 characters' },
    ]);
  });
});
