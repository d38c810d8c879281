import { describe, expect, it } from 'vitest';
import { defaultPreviewParams, previewHref, readPreviewParams, writePreviewParams } from '../src/preview/preview-params';

describe('the preview page address', () => {
  it('reads every parameter the page offers', () => {
    expect(
      readPreviewParams(
        '?view=portal&section=roles&locale=he&mode=dark&brand=light&width=375&data=large&delay=0&localization=host&controls=off',
      ),
    ).toEqual({
      view: 'portal',
      section: 'roles',
      locale: 'he',
      mode: 'dark',
      brand: 'light',
      width: '375',
      data: 'large',
      delay: 0,
      hostMessages: true,
      controls: false,
    });
  });

  it('keeps the default of anything unknown or malformed', () => {
    expect(readPreviewParams('')).toEqual(defaultPreviewParams);
    expect(
      readPreviewParams('?view=admin&section=billing&locale=fr&mode=dim&brand=%23000&width=9000&data=huge&delay=-5&localization=yes'),
    ).toEqual(defaultPreviewParams);
    expect(readPreviewParams('?delay=1.5').delay).toBe(500);
    expect(readPreviewParams('?delay=60000').delay).toBe(500);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writePreviewParams(defaultPreviewParams)).toBe('');
    const params = { ...defaultPreviewParams, view: 'portal' as const, section: 'groups' as const, mode: 'dark' as const, delay: 0 };
    expect(writePreviewParams(params)).toBe('?view=portal&section=groups&mode=dark&delay=0');
    expect(readPreviewParams(writePreviewParams(params))).toEqual(params);
  });

  it('leaves the section out of a login-box link, and puts the route in the hash', () => {
    const params = { ...defaultPreviewParams, section: 'roles' as const, locale: 'de' as const };
    expect(previewHref(params, '/account/sign-up')).toBe('/preview?locale=de#/account/sign-up');
    expect(previewHref({ ...params, view: 'portal' })).toBe('/preview?view=portal&section=roles&locale=de');
  });
});
