import { z } from 'zod';

// What the team API and its invite links share: paths, permissions, common fields.
export const USERS_V1 = '/identity/resources/users/v1';
export const USERS_V2 = '/identity/resources/users/v2';
export const USERS_V3 = '/identity/resources/users/v3';
export const MEMBERS = '/team/resources/members/v1';
export const TENANT_USERS = '/identity/resources/tenants/users/v1';
export const TEMPORARY = '/identity/resources/users/temporary/v1';
export const INVITES = '/identity/resources/tenants/invites';

export const READ = { kind: 'user', permission: 'fe.secure.read.users' } as const;
export const WRITE = { kind: 'user', permission: 'fe.secure.write.users' } as const;
export const DELETE = { kind: 'user', permission: 'fe.secure.delete.users' } as const;
export const tags = ['team'] as const;
export const isoDate = z.string().meta({ description: 'ISO-8601 date-time' });
export const userId = z.string().min(1).max(128);
/** Role ids as sent by the admin portal: `['']` means "no roles" (spec 001 §5). */
export const roleIdList = z.array(z.string().max(128)).max(100);
