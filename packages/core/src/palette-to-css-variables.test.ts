import { describe, expect, it } from 'vitest';
import { buildPalette } from './build-palette';
import { paletteToCssVariables } from './palette-to-css-variables';
import { paletteKeys } from './theme-palette';

describe('paletteToCssVariables', () => {
  it('names a variable for every role, shade, text colour and scheme colour', () => {
    const palette = buildPalette({ primary: '#4461f2' });
    const variables = paletteToCssVariables(palette);
    expect(Object.keys(variables)).toHaveLength(paletteKeys.length * 14);
    expect(variables).toMatchObject({
      '--gh-color-primary': '#4461f2',
      '--gh-color-primary-light': '#8fa0f7',
      '--gh-color-primary-dark': '#3a52ce',
      '--gh-color-primary-hover': '#3a52ce',
      '--gh-color-primary-active': '#364ec2',
      '--gh-color-primary-contrast': '#ffffff',
    });
    for (const key of paletteKeys) {
      const color = palette[key];
      const name = `--gh-color-${key}`;
      expect(variables[name]).toBe(color.main);
      expect(variables[`${name}-light`]).toBe(color.light);
      expect(variables[`${name}-dark`]).toBe(color.dark);
      expect(variables[`${name}-hover`]).toBe(color.hover);
      expect(variables[`${name}-active`]).toBe(color.active);
      expect(variables[`${name}-contrast`]).toBe(color.contrastText);
      expect(variables[`${name}-hover-contrast`]).toBe(color.hoverContrastText);
      expect(variables[`${name}-active-contrast`]).toBe(color.activeContrastText);
      expect(variables[`${name}-light-contrast`]).toBe(color.lightContrastText);
      expect(variables[`${name}-dark-contrast`]).toBe(color.darkContrastText);
      expect(variables[`${name}-subtle-on-light`]).toBe(color.schemes.light.subtle);
      expect(variables[`${name}-text-on-light`]).toBe(color.schemes.light.text);
      expect(variables[`${name}-subtle-on-dark`]).toBe(color.schemes.dark.subtle);
      expect(variables[`${name}-text-on-dark`]).toBe(color.schemes.dark.text);
    }
  });
});
