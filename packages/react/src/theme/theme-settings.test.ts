import { describe, expect, it } from 'vitest';
import { paletteOf, themeDensityOf, themeModeOf } from './theme-settings';

describe('theme settings', () => {
  it('read a known mode and density, and drop anything else', () => {
    expect(themeModeOf({ mode: 'dark' })).toBe('dark');
    expect(themeModeOf({ mode: 'system' })).toBe('system');
    expect(themeModeOf({ mode: 'night' as never })).toBeUndefined();
    expect(themeModeOf(undefined)).toBeUndefined();
    expect(themeDensityOf({ density: 'compact' })).toBe('compact');
    expect(themeDensityOf({ density: 'tight' as never })).toBeUndefined();
  });

  it('take only the palette roles, and none when the theme gives only a mode', () => {
    expect(paletteOf({ primary: '#ff0000', mode: 'dark', density: 'compact' })).toEqual({ primary: '#ff0000' });
    expect(paletteOf({ mode: 'dark' })).toBeUndefined();
    expect(paletteOf('nonsense' as never)).toBeUndefined();
  });
});
