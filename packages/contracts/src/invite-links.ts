import { z } from 'zod';
import { endpoint } from './endpoint';
import { empty } from './entities';
import { emailField, tokenField } from './fields';
import { INVITES, isoDate, READ, roleIdList, tags, USERS_V1, WRITE } from './team-shared';

/** The tenant-wide invite link (wire-compat §3.16). */
export const inviteLink = z
  .object({
    id: z.string(),
    vendorId: z.string(),
    tenantId: z.string(),
    userId: z.string().nullable(),
    token: z.string(),
    expires: isoDate,
    shouldSendEmail: z.boolean(),
    roleIds: z.array(z.string()),
  })
  .meta({ id: 'InviteLink' });
export type InviteLink = z.infer<typeof inviteLink>;
const inviteLinkBody = z.object({
  expiresInMinutes: z
    .number()
    .int()
    .min(1)
    .max(10 * 365 * 1440)
    .optional(),
  shouldSendEmail: z.boolean().optional(),
  roleIds: roleIdList.optional(),
});

/** The current invite link. */
export const getInviteLink = endpoint({
  id: 'getInviteLink',
  method: 'get',
  path: `${INVITES}/v1/user`,
  access: READ,
  summary: "The tenant's invite link",
  tags,
  response: inviteLink,
});
/** Create (or replace) the invite link. */
export const createInviteLink = endpoint({
  id: 'createInviteLink',
  method: 'post',
  path: `${INVITES}/v1/user`,
  access: WRITE,
  summary: 'Create the invite link',
  tags,
  body: inviteLinkBody.optional(),
  response: inviteLink,
  status: 201,
});
/** Create (or replace) the invite link (v2, what the admin portal calls). */
export const createInviteLinkV2 = endpoint({
  id: 'createInviteLinkV2',
  method: 'post',
  path: `${INVITES}/v2/user`,
  access: WRITE,
  summary: 'Create the invite link',
  tags,
  body: inviteLinkBody.optional(),
  response: inviteLink,
  status: 201,
});
/** Change the link's lifetime, email setting or roles (the token stays). */
export const updateInviteLink = endpoint({
  id: 'updateInviteLink',
  method: 'patch',
  path: `${INVITES}/v1/user`,
  access: WRITE,
  summary: 'Update the invite link',
  tags,
  body: inviteLinkBody,
  response: inviteLink,
});
/** Delete the invite link: its token stops working. */
export const deleteInviteLink = endpoint({
  id: 'deleteInviteLink',
  method: 'delete',
  path: `${INVITES}/v1/user`,
  access: WRITE,
  summary: 'Delete the invite link',
  tags,
  response: empty,
});
/** Whether tenants may use invite links. */
export const inviteLinkConfiguration = endpoint({
  id: 'inviteLinkConfiguration',
  method: 'get',
  path: `${INVITES}/v1/configuration`,
  access: READ,
  summary: 'Invite link configuration',
  tags,
  response: z.object({ tenantInvitationsAllowed: z.boolean(), emailsEnabled: z.boolean() }),
});

/** Check an invite-link token before sign-up; answers the tenant name (wire-compat §1.12, §2.7). */
export const verifyInviteLink = endpoint({
  id: 'verifyInviteLink',
  method: 'post',
  path: `${INVITES}/v1/verify`,
  access: { kind: 'public' },
  summary: 'Verify an invite-link token',
  tags,
  body: z.object({ token: tokenField }),
  response: z.object({ name: z.string() }),
});

/** Accept an emailed invitation: an existing account joins the tenant (wire-compat §2.7). */
export const acceptInvitation = endpoint({
  id: 'acceptInvitation',
  method: 'post',
  path: `${USERS_V1}/invitation/accept`,
  access: { kind: 'public' },
  summary: 'Accept an invitation to a tenant',
  tags,
  body: z.object({ userId: tokenField, token: tokenField }),
  response: empty,
});

/** Mail pending invitations again (answers the same whether or not the email is known). */
export const resendInvitation = endpoint({
  id: 'resendInvitation',
  method: 'post',
  path: `${USERS_V1}/invitation/reset`,
  access: { kind: 'public' },
  summary: 'Send the invitation email again',
  tags,
  body: z.object({ email: emailField }),
  response: empty,
});
