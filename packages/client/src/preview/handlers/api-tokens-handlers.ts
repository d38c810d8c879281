import { API_TOKEN_SECRET_PREFIX } from '@gatehouse/contracts';
import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';
import { visibleRoles } from '../preview-views';

type TokenBody = { description: string; expiresInMinutes?: number | null; roleIds?: string[] };

/** When a token made now with that lifetime expires; none means never (wire-compat §3.6). */
const expiresAt = (context: PreviewContext, minutes: number | null | undefined) =>
  minutes ? new Date(context.state.now() + minutes * 60_000).toISOString() : null;

function checkRoles(context: PreviewContext, roleIds: string[]): string[] {
  const visible = visibleRoles(context.state, caller(context).session.tenantId);
  if (roleIds.some((id) => !visible.some((r) => r.id === id))) fail('team.role_not_found');
  return roleIds;
}

/** A client credential as listed, and the secret that only its creation answer carries. */
function newCredentials(context: PreviewContext, body: TokenBody, createdByUserId: string, roleIds?: string[]) {
  const token = {
    clientId: context.state.nextId('client'),
    description: body.description,
    tenantId: caller(context).session.tenantId,
    createdByUserId,
    metadata: {},
    ...(roleIds ? { roleIds } : {}),
    expires: expiresAt(context, body.expiresInMinutes),
    createdAt: new Date(context.state.now()).toISOString(),
  };
  return { token, secret: `${API_TOKEN_SECRET_PREFIX}${context.state.secret(40)}` };
}

/** An access token as listed, and the value that only its creation answer carries. */
function newAccessToken(context: PreviewContext, body: TokenBody, roleIds?: string[]) {
  const token = {
    id: context.state.nextId('access-token'),
    description: body.description,
    createdAt: new Date(context.state.now()).toISOString(),
    expires: expiresAt(context, body.expiresInMinutes),
    ...(roleIds ? { roleIds } : {}),
  };
  return { token, secret: context.state.secret(48) };
}

/** Removes the entry of that id from a list, or answers the server's 404. */
function remove<T>(list: T[], matches: (item: T) => boolean): T[] {
  if (!list.some(matches)) fail('api_token.not_found');
  return list.filter((item) => !matches(item));
}

/** Personal and tenant API tokens (spec 001 §3, wire-compat §3.6): the secret is answered once, at creation. */
export const apiTokensHandlers: PreviewHandlers = {
  listUserApiTokens: (_request, context) => caller(context).user.apiTokens,
  createUserApiToken: ({ body }, context) => {
    const { user } = caller(context);
    const { token, secret } = newCredentials(context, body, user.id);
    user.apiTokens.unshift(token);
    return { ...token, secret };
  },
  deleteUserApiToken: ({ params }, context) => {
    const { user } = caller(context);
    user.apiTokens = remove(user.apiTokens, (t) => t.clientId === params.tokenId);
    return {};
  },
  listTenantApiTokens: (_request, context) => context.state.tenantApiTokens.filter((t) => t.tenantId === caller(context).session.tenantId),
  createTenantApiToken: ({ body }, context) => {
    const { token, secret } = newCredentials(context, body, caller(context).user.id, checkRoles(context, body.roleIds));
    context.state.tenantApiTokens.unshift(token);
    return { ...token, secret };
  },
  deleteTenantApiToken: ({ params }, context) => {
    const tenantId = caller(context).session.tenantId;
    context.state.tenantApiTokens = remove(context.state.tenantApiTokens, (t) => t.clientId === params.tokenId && t.tenantId === tenantId);
    return {};
  },
  listUserAccessTokens: (_request, context) => ({ accessTokens: caller(context).user.accessTokens }),
  createUserAccessToken: ({ body }, context) => {
    const { user } = caller(context);
    const { token, secret } = newAccessToken(context, body);
    user.accessTokens.unshift(token);
    return { ...token, secret };
  },
  deleteUserAccessToken: ({ params }, context) => {
    const { user } = caller(context);
    user.accessTokens = remove(user.accessTokens, (t) => t.id === params.id);
    return {};
  },
  listTenantAccessTokens: (_request, context) => {
    const tenantId = caller(context).session.tenantId;
    return { accessTokens: context.state.tenantAccessTokens.filter((t) => t.tenantId === tenantId).map(({ tenantId: _t, ...t }) => t) };
  },
  createTenantAccessToken: ({ body }, context) => {
    const tenantId = caller(context).session.tenantId;
    const { token, secret } = newAccessToken(context, body, checkRoles(context, body.roleIds));
    context.state.tenantAccessTokens.unshift({ ...token, tenantId });
    return { ...token, secret };
  },
  deleteTenantAccessToken: ({ params }, context) => {
    const tenantId = caller(context).session.tenantId;
    context.state.tenantAccessTokens = remove(context.state.tenantAccessTokens, (t) => t.id === params.id && t.tenantId === tenantId);
    return {};
  },
};
