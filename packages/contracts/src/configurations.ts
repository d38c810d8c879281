import { z } from 'zod';
import { endpoint } from './endpoint';
import { authStrategies, machineToMachineStrategies, secondaryAuthStrategies } from './constants';
import { optionalQuery } from './fields';

const CONFIG = '/identity/resources/configurations/v1';

/** Public vendor configuration (IVendorConfig of wire-compat §2.18). */
export const publicConfiguration = endpoint({
  id: 'publicConfiguration',
  method: 'get',
  path: `${CONFIG}/public`,
  access: { kind: 'public' },
  summary: 'Public global policy',
  tags: ['configurations'],
  response: z
    .object({
      allowSignups: z.boolean(),
      allowNotVerifiedUsersLogin: z.boolean(),
      apiTokensEnabled: z.boolean(),
      forcePermissions: z.boolean(),
      authStrategy: z.enum(authStrategies),
      machineToMachineAuthStrategy: z.enum(machineToMachineStrategies),
    })
    .meta({ id: 'VendorConfig' }),
});

const strategiesResponse = z
  .object({
    mainAuthStrategies: z.array(z.object({ strategy: z.enum(authStrategies) })),
    secondaryAuthStrategies: z.array(z.object({ strategy: z.enum(secondaryAuthStrategies), isActive: z.boolean() })),
  })
  .meta({ id: 'AuthStrategies' });

/** Public auth strategies (the store uses mainAuthStrategies[0]). */
export const publicAuthStrategies = endpoint({
  id: 'publicAuthStrategies',
  method: 'get',
  path: `${CONFIG}/auth/strategies/public`,
  access: { kind: 'public' },
  summary: 'Authentication strategies (public)',
  tags: ['configurations'],
  response: strategiesResponse,
});

/** Auth strategies for a signed-in caller. */
export const authStrategiesConfig = endpoint({
  id: 'authStrategies',
  method: 'get',
  path: `${CONFIG}/auth/strategies`,
  access: { kind: 'user' },
  summary: 'Authentication strategies',
  tags: ['configurations'],
  response: strategiesResponse,
});

/** The vendor's brand colours, each `#rrggbb`; a role left out keeps the theme's default. */
export const brandPalette = z
  .object({
    primary: z.string().optional(),
    secondary: z.string().optional(),
    error: z.string().optional(),
    success: z.string().optional(),
    warning: z.string().optional(),
    info: z.string().optional(),
  })
  .meta({ id: 'BrandPalette' });

/** Vendor branding (wire-compat §2.18); `palette` is ours, absent when the vendor sets no colour. */
export const vendorPublic = endpoint({
  id: 'vendorPublic',
  method: 'get',
  path: '/vendors/public',
  access: { kind: 'public' },
  summary: 'Vendor name, logo and brand colours',
  tags: ['configurations'],
  response: z.object({
    name: z.string(),
    /** An https URL or an image data URL. */
    logo: z.string().nullable(),
    icon: z.string().nullable(),
    whiteLabelMode: z.boolean(),
    palette: brandPalette.optional(),
  }),
});

/** Feature flags: name → 'on' | 'off' (wire-compat §2.17). */
export const flags = endpoint({
  id: 'flags',
  method: 'get',
  path: '/flags',
  access: { kind: 'public' },
  summary: 'Feature flags',
  tags: ['configurations'],
  response: z.record(z.string(), z.enum(['on', 'off'])),
});

/**
 * Metadata rows by entity name (wire-compat §3.22). `adminBox` answers the login box's public theme: the
 * vendor's brand, overridden by the custom login of the tenant named in the login-alias header.
 */
export const metadata = endpoint({
  id: 'metadata',
  method: 'get',
  path: '/metadata',
  access: { kind: 'public' },
  summary: 'Metadata rows (adminBox, saml, audits, notifications)',
  tags: ['configurations'],
  query: z.object({ entityName: optionalQuery(z.enum(['adminBox', 'saml', 'audits', 'notifications'])) }),
  response: z.object({ rows: z.array(z.record(z.string(), z.unknown())) }),
});
