import { describe, expect, it } from 'vitest';
import { buildPalette } from './build-palette';
import { paletteToCssVariables } from './palette-to-css-variables';
import { paletteKeys } from './theme-palette';

describe('paletteToCssVariables', () => {
  it('names a variable for every role and shade', () => {
    const palette = buildPalette({ primary: '#4461f2' });
    const variables = paletteToCssVariables(palette);
    expect(Object.keys(variables)).toHaveLength(paletteKeys.length * 6);
    expect(variables).toMatchObject({
      '--gh-color-primary': '#4461f2',
      '--gh-color-primary-light': '#8fa0f7',
      '--gh-color-primary-dark': '#3a52ce',
      '--gh-color-primary-hover': '#3a52ce',
      '--gh-color-primary-active': '#364ec2',
      '--gh-color-primary-contrast': '#000000',
    });
    for (const key of paletteKeys) {
      expect(variables[`--gh-color-${key}`]).toBe(palette[key].main);
      expect(variables[`--gh-color-${key}-light`]).toBe(palette[key].light);
      expect(variables[`--gh-color-${key}-dark`]).toBe(palette[key].dark);
      expect(variables[`--gh-color-${key}-hover`]).toBe(palette[key].hover);
      expect(variables[`--gh-color-${key}-active`]).toBe(palette[key].active);
      expect(variables[`--gh-color-${key}-contrast`]).toBe(palette[key].contrastText);
    }
  });
});
