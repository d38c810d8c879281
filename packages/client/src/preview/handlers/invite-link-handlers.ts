import { INVITE_LINK_DEFAULT_MINUTES } from '@gatehouse/contracts';
import { assignDefined } from '../assign-defined';
import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import { visibleRoles } from '../preview-views';

/** The tenant's invite link, or the server's 404. */
function currentLink(context: PreviewContext) {
  return context.state.inviteLinks.get(caller(context).session.tenantId) ?? fail('invite_link.not_found');
}

const expiresIn = (context: PreviewContext, minutes: number | undefined) =>
  new Date(context.state.now() + (minutes ?? INVITE_LINK_DEFAULT_MINUTES) * 60_000).toISOString();

function checkRoles(context: PreviewContext, roleIds: string[] | undefined): string[] | undefined {
  const visible = visibleRoles(context.state, caller(context).session.tenantId);
  const wanted = roleIds?.filter(Boolean);
  if (wanted?.some((id) => !visible.some((r) => r.id === id))) fail('team.role_not_found');
  return wanted;
}

type LinkBody = { expiresInMinutes?: number; shouldSendEmail?: boolean; roleIds?: string[] } | undefined;

function createLink(body: LinkBody, context: PreviewContext) {
  const { user, session } = caller(context);
  const link = {
    id: context.state.nextId('invite-link'),
    vendorId: context.state.vendorId,
    tenantId: session.tenantId,
    userId: user.id,
    token: context.state.secret(32),
    expires: expiresIn(context, body?.expiresInMinutes),
    shouldSendEmail: body?.shouldSendEmail ?? false,
    roleIds: checkRoles(context, body?.roleIds) ?? [],
  };
  context.state.inviteLinks.set(session.tenantId, link);
  return link;
}

/** The tenant-wide invite link (wire-compat §3.16): one per tenant, replaced on create. */
export const inviteLinkHandlers: PreviewHandlers = {
  getInviteLink: (_request, context) => currentLink(context),
  createInviteLink: ({ body }, context) => createLink(body, context),
  createInviteLinkV2: ({ body }, context) => createLink(body, context),
  updateInviteLink: ({ body }, context) => {
    const link = currentLink(context);
    return assignDefined(link, {
      expires: body.expiresInMinutes === undefined ? undefined : expiresIn(context, body.expiresInMinutes),
      shouldSendEmail: body.shouldSendEmail,
      roleIds: checkRoles(context, body.roleIds),
    });
  },
  deleteInviteLink: (_request, context) => {
    currentLink(context);
    context.state.inviteLinks.delete(caller(context).session.tenantId);
    return {};
  },
  inviteLinkConfiguration: () => ({ tenantInvitationsAllowed: true, emailsEnabled: true }),
};
