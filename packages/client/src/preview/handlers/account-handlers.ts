import type { AccountSettings } from '@gatehouse/contracts';
import { parseColor } from '@gatehouse/core';
import { fail } from '../preview-error';
import { caller, type PreviewContext, type PreviewHandlers } from '../preview-handler';

const tenantOf = (context: PreviewContext) => caller(context).session.tenantId;

/** Sets the leaf at a `/`-joined path of the login-box configuration, or removes it for null (wire-compat §3.22). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('/');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    const next = node[key];
    node = (node[key] = next !== null && typeof next === 'object' && !Array.isArray(next) ? { ...(next as object) } : {}) as Record<
      string,
      unknown
    >;
  }
  if (value === null || value === undefined) delete node[keys.at(-1)!];
  else node[keys.at(-1)!] = value;
}

const COLOUR_LEAF =
  /^themeV2\/(palette\/(primary|secondary|error|success|warning|info)(\/(main|light|dark|hover|active|contrastText))?|loginBox\/boxStyle\/backgroundColor)$/;
const TITLE_LEAF = /^localizations\/[A-Za-z_-]{2,16}\/login\/title$/;
const LOGO_LEAF = 'themeV2/loginBox/logo/image';

const isOpaqueColour = (value: unknown) => {
  try {
    return typeof value === 'string' && parseColor(value).alpha === 1;
  } catch {
    return false;
  }
};

/** Why a branding leaf set by an action could not be shown before sign-in, as the server words it (docs/branding.md). */
function brandingProblem({ type, payload }: { type: string; payload: unknown }): string | undefined {
  if (payload === null || payload === undefined) return undefined;
  if (COLOUR_LEAF.test(type) && !isOpaqueColour(payload)) return `${type}: must be an opaque colour such as #4461f2`;
  if (TITLE_LEAF.test(type) && (typeof payload !== 'string' || payload.trim() === '' || payload.length > 200))
    return `${type}: must be text of 1 to 200 characters`;
  if (type === LOGO_LEAF && (typeof payload !== 'string' || !/^(https:\/\/|data:image\/(png|jpeg|webp);base64,)/.test(payload)))
    return `${type}: must be an https URL or an image data URL`;
  return undefined;
}

/** The account settings and the custom login box (spec 001 §3 "Account settings", §5). */
export const accountHandlers: PreviewHandlers = {
  getAccountSettings: (_request, context) => context.state.accountSettings.get(tenantOf(context))!,
  updateAccountSettings: ({ body }, context) => {
    const tenantId = tenantOf(context);
    const settings: Record<string, unknown> = { ...context.state.accountSettings.get(tenantId)! };
    // A field left out stays, null clears it.
    for (const [key, value] of Object.entries(body)) {
      if (value === null) delete settings[key];
      else if (value !== undefined) settings[key] = value;
    }
    const next = settings as AccountSettings;
    context.state.accountSettings.set(tenantId, next);
    const tenant = context.state.tenants.find((t) => t.tenantId === tenantId);
    if (tenant) tenant.name = next.name;
    return next;
  },
  getAdminBoxMetadata: (_request, context) => context.state.adminBox.get(tenantOf(context)) ?? { configuration: {}, updatedAt: null },
  updateAdminBoxMetadata: ({ body }, context) => {
    const tenantId = tenantOf(context);
    const current = context.state.adminBox.get(tenantId) ?? { configuration: {}, updatedAt: null };
    const problems = body.actions.map(brandingProblem).filter((p): p is string => p !== undefined);
    if (problems.length > 0) fail('request.invalid', problems);
    const configuration = structuredClone(current.configuration);
    for (const action of body.actions) setPath(configuration, action.type, action.payload);
    // Spec 001 §5: saving what is already there is refused.
    if (JSON.stringify(configuration) === JSON.stringify(current.configuration)) fail('account.no_changes');
    const next = { configuration, updatedAt: new Date(context.state.now()).toISOString() };
    context.state.adminBox.set(tenantId, next);
    return next;
  },
};
