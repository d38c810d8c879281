import type { UserSortField } from '@gatehouse/contracts';
import { ApiError } from '../transport/api-error';
import {
  adminScope,
  invalidateAll,
  keepWithinTenant,
  type AdminDeps,
  type AdminMutation,
  type AdminQuery,
  type AnswerOf,
} from './admin-query';

/** Team users page size and order (spec 001 §9: 20 a page, sorted by name DESC). */
export const USERS_LIST_DEFAULTS = { page: 0, pageSize: 20, sortBy: 'name', order: 'DESC' } as const;

/** What the users table asks the server for: a page (from 0), its size, the sort and an email prefix. */
export interface UsersListParams {
  page?: number;
  pageSize?: number;
  sortBy?: UserSortField;
  order?: 'ASC' | 'DESC';
  /** An email prefix; blank means every user. */
  email?: string;
}

/** An invitation: an email, and what is left out when blank (name, phone, roles, a temporary membership). */
export interface InviteUserInput {
  email: string;
  name?: string;
  phone?: string;
  roleIds?: string[];
  /** A temporary member's membership ends this many seconds from now (spec 001 §4). */
  expirationInSeconds?: number;
}

/** Many addresses invited with the same roles (spec 001 §3 "bulk add"), optionally as temporary members. */
export interface BulkInviteInput {
  emails: string[];
  roleIds?: string[];
  /** Each membership ends this many seconds from now (spec 001 §3). */
  expirationInSeconds?: number;
}

/** What a bulk action does to each selected member. */
export type BulkUserAction = 'enable' | 'disable' | 'remove';

/** One action applied to many members (the table's row selection). */
export interface BulkUserActionInput {
  action: BulkUserAction;
  userIds: string[];
}

/** What a bulk action did: the ids it changed, and those the server refused with its error. */
export interface BulkUserActionResult {
  done: string[];
  failed: { userId: string; error: unknown }[];
}

/** The invitation link's settings (spec 001 §3: expiresInMinutes, shouldSendEmail, roles). */
export interface InviteLinkInput {
  expiresInMinutes?: number;
  shouldSendEmail?: boolean;
  roleIds?: string[];
}

/** A page of the team's users. */
export type UsersPage = AnswerOf<'listUsersV3'>;
/** The tenant's invitation link, or null when it has none. */
export type InviteLinkState = AnswerOf<'getInviteLink'> | null;

const present = <T>(value: T | undefined | null | ''): value is T => value !== undefined && value !== null && value !== '';

type RowActionCall =
  'enableTenantUser' | 'disableTenantUser' | 'unlockTenantUser' | 'setPermanentUser' | 'resendMemberActivation' | 'deleteTeamMember';

const BULK_CALLS: Record<BulkUserAction, RowActionCall> = {
  enable: 'enableTenantUser',
  disable: 'disableTenantUser',
  remove: 'deleteTeamMember',
};

/** Fields worth sending: blanks and empty lists left out. */
function compact<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => present(v) && !(Array.isArray(v) && v.length === 0))) as Partial<T>;
}

/** The params with defaults filled in, so two asks for the same page share one cache entry. */
export function normaliseUsersParams(params: UsersListParams = {}): Required<Omit<UsersListParams, 'email'>> & { email?: string } {
  const email = params.email?.trim().toLowerCase();
  return {
    page: params.page ?? USERS_LIST_DEFAULTS.page,
    pageSize: params.pageSize ?? USERS_LIST_DEFAULTS.pageSize,
    sortBy: params.sortBy ?? USERS_LIST_DEFAULTS.sortBy,
    order: params.order ?? USERS_LIST_DEFAULTS.order,
    ...(email ? { email } : {}),
  };
}

/** The team users of the current tenant: the paged list, invitations, the invitation link and each row's actions. */
export function createUsersData({ client, queryClient }: AdminDeps) {
  const api = client.api;
  const keys = () => {
    const scope = adminScope(client);
    return { scope, all: [...scope, 'users'], list: [...scope, 'users', 'list'], inviteLink: [...scope, 'users', 'inviteLink'] };
  };
  // A change to a member shows in the users table and in the groups' member lists.
  const reloadMembers = () => {
    const scope = adminScope(client);
    return invalidateAll(queryClient, [
      [...scope, 'users', 'list'],
      [...scope, 'groups'],
    ]);
  };
  // Each of these row actions takes only the user id, in its path.
  const callFor = (name: RowActionCall) => (userId: string) =>
    (api[name] as (input: { params: { userId: string } }) => Promise<unknown>)({ params: { userId } });
  const rowAction = (name: RowActionCall) => (): AdminMutation<unknown, string> => ({
    mutationKey: [...keys().all, name],
    mutationFn: callFor(name),
    onSuccess: reloadMembers,
  });

  return {
    queries: {
      /** One page of users, sorted and filtered by the server (wire-compat §3.1); the last page stays shown while the next loads. */
      list(params?: UsersListParams): AdminQuery<UsersPage> {
        const p = normaliseUsersParams(params);
        const { scope, list } = keys();
        return {
          queryKey: [...list, p],
          queryFn: () =>
            api.listUsersV3({
              query: { _limit: p.pageSize, _offset: p.page, _sortBy: p.sortBy, _order: p.order, ...(p.email ? { _email: p.email } : {}) },
            }),
          placeholderData: keepWithinTenant(scope),
        };
      },
      /** Whether the vendor allows temporary users; no answer means no (the option stays hidden). */
      temporaryUsers(): AdminQuery<{ enabled: boolean }> {
        return {
          queryKey: [...keys().all, 'temporaryConfig'],
          queryFn: () => api.temporaryUsersConfig().catch(() => ({ enabled: false })),
        };
      },
      /** The tenant's invitation link; none yet (404) is an answer, null, not an error. */
      inviteLink(): AdminQuery<InviteLinkState> {
        return {
          queryKey: keys().inviteLink,
          queryFn: () => api.getInviteLink().catch((e: unknown) => (e instanceof ApiError && e.status === 404 ? null : Promise.reject(e))),
        };
      },
    },
    mutations: {
      /** Invites one user; blank fields are left out. The list reloads. */
      invite(): AdminMutation<AnswerOf<'inviteUser'>, InviteUserInput> {
        return {
          mutationKey: [...keys().all, 'invite'],
          mutationFn: (input) => api.inviteUser({ body: { ...compact(input), email: input.email.trim() } }),
          onSuccess: reloadMembers,
        };
      },
      /** Invites many addresses with shared roles; answers what happened to each. The list reloads. */
      bulkInvite(): AdminMutation<AnswerOf<'bulkInviteUsers'>, BulkInviteInput> {
        return {
          mutationKey: [...keys().all, 'bulkInvite'],
          mutationFn: ({ emails, roleIds, expirationInSeconds }) =>
            api.bulkInviteUsers({ body: { emails, ...compact({ roleIds, expirationInSeconds }) } }),
          onSuccess: reloadMembers,
        };
      },
      /** Sets a member's roles; none at all is sent as `['']` (spec 001 §5). The list reloads. */
      editRoles(): AdminMutation<AnswerOf<'updateTeamMember'>, { userId: string; roleIds: string[] }> {
        return {
          mutationKey: [...keys().all, 'editRoles'],
          mutationFn: ({ userId, roleIds }) => api.updateTeamMember({ body: { id: userId, roleIds: roleIds.length > 0 ? roleIds : [''] } }),
          onSuccess: reloadMembers,
        };
      },
      /** Enables a disabled member (by user id). */
      enable: rowAction('enableTenantUser'),
      /** Disables a member (by user id): sign-in and refresh stop at once. */
      disable: rowAction('disableTenantUser'),
      /** Lifts a member's lockout (by user id). */
      unlock: rowAction('unlockTenantUser'),
      /** Makes a temporary member permanent (by user id). */
      setPermanent: rowAction('setPermanentUser'),
      /** Sends the activation or invitation email again (by user id). */
      resendInvitation: rowAction('resendMemberActivation'),
      /** Removes a member from the tenant (by user id). */
      remove: rowAction('deleteTeamMember'),
      /**
       * Enables, disables or removes many members one after another; a refusal does not stop the others. Answers
       * what was done and what was refused; the list reloads once, whatever happened.
       */
      bulkAction(): AdminMutation<BulkUserActionResult, BulkUserActionInput> {
        return {
          mutationKey: [...keys().all, 'bulkAction'],
          mutationFn: async ({ action, userIds }) => {
            const call = callFor(BULK_CALLS[action]);
            const result: BulkUserActionResult = { done: [], failed: [] };
            // One at a time: a page holds at most a few dozen rows, and the server sees no burst.
            for (const userId of userIds) {
              try {
                await call(userId);
                result.done.push(userId);
              } catch (error) {
                result.failed.push({ userId, error });
              }
            }
            return result;
          },
          onSettled: reloadMembers,
        };
      },
      /** Creates or replaces the invitation link; the answer becomes the cached link. */
      createInviteLink(): AdminMutation<AnswerOf<'createInviteLinkV2'>, InviteLinkInput> {
        const key = keys().inviteLink;
        return {
          mutationKey: [...key, 'create'],
          mutationFn: (input) => api.createInviteLinkV2({ body: compact(input) }),
          onSuccess: (link) => void queryClient.setQueryData(key, link),
        };
      },
      /** Changes the link's lifetime, email setting or roles (the token stays); the answer becomes the cached link. */
      updateInviteLink(): AdminMutation<AnswerOf<'updateInviteLink'>, InviteLinkInput> {
        const key = keys().inviteLink;
        return {
          mutationKey: [...key, 'update'],
          mutationFn: (input) => api.updateInviteLink({ body: compact(input) }),
          onSuccess: (link) => void queryClient.setQueryData(key, link),
        };
      },
      /** Deletes the invitation link: its token stops working and the cached link becomes null. */
      deleteInviteLink(): AdminMutation<unknown> {
        const key = keys().inviteLink;
        return {
          mutationKey: [...key, 'delete'],
          mutationFn: () => api.deleteInviteLink(),
          onSuccess: () => void queryClient.setQueryData(key, null),
        };
      },
    },
  };
}

/** The users area of the admin data. */
export type UsersData = ReturnType<typeof createUsersData>;
