import { z } from 'zod';
import { endpoint } from './endpoint';
import { nameField } from './fields';

const SETTINGS = '/tenants/resources/account-settings/v1';
const tags = ['account'] as const;

/** Largest logo accepted, decoded bytes (it is stored in the tenant row and sent with every settings read). */
export const LOGO_MAX_BYTES = 256 * 1024;
/** Image types a logo may have; SVG is refused (it can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** An absolute http(s) URL. */
const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (s) => {
      try {
        const u = new URL(s);
        return (u.protocol === 'http:' || u.protocol === 'https:') && !!u.hostname && !u.username && !u.password;
      } catch {
        return false;
      }
    },
    { error: 'must be an http(s) URL' },
  );
/** A date or time format pattern (DD/MM/YYYY, HH:mm). */
const formatPattern = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[DdMmYyHhSsAa/.:, -]+$/, { error: 'must be a pattern of D, M, Y, H, h, m, s, A and separators' });
const logoDataUrl = z
  .string()
  .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 64)
  .meta({ description: `data:image/(png|jpeg|webp);base64,… at most ${LOGO_MAX_BYTES} bytes` });

/** The tenant's account settings (wire-compat §3.17, spec 001 §3 "Account settings"). */
export const accountSettings = z
  .object({
    tenantId: z.string(),
    name: z.string(),
    address: z.string().optional(),
    website: z.string().optional(),
    timezone: z.string().optional(),
    dateFormat: z.string().optional(),
    timeFormat: z.string().optional(),
    currency: z.string().optional(),
    logo: z.string().optional(),
    applicationUrl: z.string().optional(),
    loginUrl: z.string().optional(),
    hasCustomLogin: z.boolean(),
  })
  .meta({ id: 'AccountSettings' });
export type AccountSettings = z.infer<typeof accountSettings>;

/** The caller's tenant settings. */
export const getAccountSettings = endpoint({
  id: 'getAccountSettings',
  method: 'get',
  path: SETTINGS,
  access: { kind: 'user', permission: 'fe.secure.read.accountSettings' },
  summary: "The caller's tenant settings",
  tags,
  response: accountSettings,
});

/**
 * Change the tenant's settings: a field left out stays, `null` clears it. Timezone must be an
 * IANA zone, currency an ISO 4217 code, the logo a PNG, JPEG or WebP data URL.
 */
export const updateAccountSettings = endpoint({
  id: 'updateAccountSettings',
  method: 'put',
  path: SETTINGS,
  access: { kind: 'user', permission: 'fe.secure.write.accountSettings' },
  summary: "Change the caller's tenant settings",
  tags,
  body: z.object({
    name: nameField.optional(),
    address: z.string().trim().max(500).nullable().optional(),
    website: httpUrl.nullable().optional(),
    timezone: z.string().trim().min(1).max(64).nullable().optional(),
    dateFormat: formatPattern.nullable().optional(),
    timeFormat: formatPattern.nullable().optional(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, { error: 'must be an ISO 4217 code' })
      .nullable()
      .optional(),
    logo: logoDataUrl.nullable().optional(),
    applicationUrl: httpUrl.nullable().optional(),
    loginUrl: httpUrl.nullable().optional(),
  }),
  response: accountSettings,
});

/** Custom-login settings of a tenant, before sign-in: named by the login alias header, or the bearer's tenant (wire-compat §3.17). */
export const getPublicAccountSettings = endpoint({
  id: 'getPublicAccountSettings',
  method: 'get',
  path: `${SETTINGS}/public`,
  access: { kind: 'public' },
  summary: "A tenant's custom-login URLs (by login alias)",
  tags,
  response: z.object({ tenantId: z.string(), applicationUrl: z.string().optional(), loginUrl: z.string().optional() }),
});

/** One change of the login-box metadata: the `/`-joined path of a leaf and its new value (wire-compat §3.22). */
const adminBoxAction = z.object({
  type: z
    .string()
    .min(1)
    .max(300)
    .regex(/^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,9}$/, { error: 'type must be a path like a/b/c' }),
  payload: z.unknown(),
});

/** The tenant's custom login-box metadata. */
export const adminBoxMetadata = z
  .object({ configuration: z.record(z.string(), z.unknown()), updatedAt: z.string().nullable() })
  .meta({ id: 'AdminBoxMetadata' });

/** The tenant's custom login-box metadata (theme, texts). */
export const getAdminBoxMetadata = endpoint({
  id: 'getAdminBoxMetadata',
  method: 'get',
  path: '/metadata/admin-box',
  access: { kind: 'user', permission: 'fe.secure.read.accountSettings' },
  summary: "The tenant's custom login-box metadata",
  tags,
  response: adminBoxMetadata,
});

/** Apply changes to the custom login box; refused with 'No changes to update' when nothing changes (spec 001 §5). */
export const updateAdminBoxMetadata = endpoint({
  id: 'updateAdminBoxMetadata',
  method: 'post',
  path: '/metadata/admin-box',
  access: { kind: 'user', permission: 'fe.account-settings.write.custom-login-box' },
  summary: 'Change the custom login box',
  tags,
  body: z.object({ actions: z.array(adminBoxAction).max(200) }),
  response: adminBoxMetadata,
});
