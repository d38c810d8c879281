import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('@gatehouse/core public API', () => {
  it('exports the agreed names', () => {
    for (const name of [
      'base64UrlDecode',
      'base64UrlEncode',
      'decodeToken',
      'InvalidTokenError',
      'isRedirectUrlAllowed',
      'resolveRedirectUrl',
      'isSteppedUp',
      'safeTimeout',
      'isValidGtmId',
      'parseColor',
      'buildPalette',
      'paletteToCssVariables',
      'contrastRatio',
      'relativeLuminance',
      'readableTextColor',
      'entitlementAttributes',
      'getFeatureEntitlement',
      'getPermissionEntitlement',
      'evaluateFeatureFlag',
      'evaluatePlan',
      'evaluateRule',
      'evaluateCondition',
      'requireEntitlementsEnabled',
      'EntitlementsDisabledError',
    ]) {
      expect(typeof (core as Record<string, unknown>)[name]).toBe('function');
    }
  });
});
