import type { SsoConfiguration, SsoConfigurationInput, SsoConnectionTest, SsoDomain, SsoGroupMapping, SsoType } from '@gatehouse/contracts';
import { adminScope, type AdminDeps, type AdminMutation, type AdminQuery, type AnswerOf } from './admin-query';

/** A new connection: the kind of identity provider, and any settings it starts with (it starts disabled). */
export interface CreateSsoInput {
  type: SsoType;
  settings?: SsoConfigurationInput;
}

/** Settings of one connection; what is left out stays as it is. */
export interface UpdateSsoInput extends SsoConfigurationInput {
  id: string;
}

/** The IdP's SAML metadata document, applied to a connection. */
export interface SsoMetadataInput {
  id: string;
  metadata: string;
}

/** Where the server fetches the IdP's SAML metadata from, for a connection. */
export interface SsoMetadataUrlInput {
  id: string;
  url: string;
}

/** A domain of a connection. */
export interface SsoDomainInput {
  id: string;
  domainId: string;
}

/** An IdP group and the roles its members get. */
export interface SsoGroupInput {
  id: string;
  group: string;
  roleIds: string[];
}

/** A change to an IdP group mapping: its name, its roles, or both. */
export interface UpdateSsoGroupInput {
  id: string;
  groupId: string;
  group?: string;
  roleIds?: string[];
}

/** A started connection test: its id (to read its result) and the identity provider's sign-in page to open. */
export type SsoTestStart = AnswerOf<'startSsoConnectionTest'>;

type Connections = SsoConfiguration[] | undefined;

/**
 * The tenant's SSO connections (spec 001 §3/§4/§7 "SSO", wire-compat §3.11). Every change writes the server's answer
 * into the cached list at once (a validated domain shows as verified without waiting for a second read), then marks
 * the list stale so it is read again: validating a domain, for one, may concern other connections too.
 */
export function createSsoData({ client, queryClient }: AdminDeps) {
  const api = client.api;
  const areaKey = () => [...adminScope(client), 'sso'];
  const listKey = () => [...areaKey(), 'list'];
  // Tests live beside the list, not under it: starting one changes no setting, so the "Saving…" indicator (which
  // watches the list's mutations) stays quiet.
  const testKey = () => [...areaKey(), 'test'];

  /** Applies `edit` to the cached list (when there is one), then re-reads the area. */
  const settle = (edit: (list: SsoConfiguration[]) => SsoConfiguration[]) => {
    queryClient.setQueryData<SsoConfiguration[]>(listKey(), (list: Connections) => list && edit(list));
    return queryClient.invalidateQueries({ queryKey: areaKey() });
  };
  const replace = (next: SsoConfiguration) => settle((list) => list.map((c) => (c.id === next.id ? next : c)));
  const within = (id: string, edit: (c: SsoConfiguration) => SsoConfiguration) =>
    settle((list) => list.map((c) => (c.id === id ? edit(c) : c)));
  const withDomain = (id: string, domain: SsoDomain) =>
    within(id, (c) => ({
      ...c,
      domains: c.domains.some((d) => d.id === domain.id) ? c.domains.map((d) => (d.id === domain.id ? domain : d)) : [...c.domains, domain],
    }));
  const withGroup = (id: string, group: SsoGroupMapping) =>
    within(id, (c) => ({
      ...c,
      groups: c.groups.some((g) => g.id === group.id) ? c.groups.map((g) => (g.id === group.id ? group : g)) : [...c.groups, group],
    }));
  const mutation = <D, V>(name: string, mutationFn: (input: V) => Promise<D>, onSuccess: (answer: D, input: V) => Promise<void>) =>
    ({ mutationKey: [...listKey(), name], mutationFn, onSuccess }) satisfies AdminMutation<D, V>;

  return {
    queries: {
      /** The tenant's connections, each with its domains, default roles and IdP group mappings. */
      list(): AdminQuery<SsoConfiguration[]> {
        return { queryKey: listKey(), queryFn: () => api.listSsoConfigurations() };
      },
      /** The OIDC summary: the redirect URI an OIDC connection registers with its provider. */
      oidc(): AdminQuery<AnswerOf<'getOidcConfiguration'>> {
        return { queryKey: [...areaKey(), 'oidc'], queryFn: () => api.getOidcConfiguration() };
      },
      /**
       * A connection test's result so far: `pending` until the administrator has finished (or left) the sign-in at
       * the identity provider. The caller polls it; a finished result does not change.
       */
      testResult(connectionId: string, testId: string): AdminQuery<SsoConnectionTest> {
        return {
          queryKey: [...testKey(), connectionId, testId],
          queryFn: () => api.getSsoConnectionTest({ params: { id: connectionId, testId } }),
        };
      },
    },
    mutations: {
      /** Creates a connection of `type` (disabled unless the settings say otherwise) and lists it last. */
      create(): AdminMutation<SsoConfiguration, CreateSsoInput> {
        return mutation(
          'create',
          ({ type, settings }: CreateSsoInput) => api.createSsoConfiguration({ body: { ...settings, type } }),
          (created: SsoConfiguration) => settle((list) => [...list.filter((c) => c.id !== created.id), created]),
        );
      },
      /** Changes a connection's settings (PATCH: only what is given). */
      update(): AdminMutation<SsoConfiguration, UpdateSsoInput> {
        return mutation('update', ({ id, ...body }: UpdateSsoInput) => api.updateSsoConfiguration({ params: { id }, body }), replace);
      },
      /** Turns a connection on or off. */
      setEnabled(): AdminMutation<SsoConfiguration, { id: string; enabled: boolean }> {
        return mutation(
          'setEnabled',
          ({ id, enabled }: { id: string; enabled: boolean }) => api.updateSsoConfiguration({ params: { id }, body: { enabled } }),
          replace,
        );
      },
      /**
       * Starts a test sign-in through a connection (on or off) whose result signs nobody in: answers the test's id
       * and the identity provider's address to open. Nothing cached changes.
       */
      startTest(): AdminMutation<SsoTestStart, string> {
        return {
          mutationKey: [...testKey(), 'start'],
          mutationFn: (connectionId: string) => api.startSsoConnectionTest({ params: { id: connectionId } }),
        };
      },
      /** Deletes a connection with its domains, default roles and group mappings. */
      remove(): AdminMutation<unknown, string> {
        return mutation<unknown, string>(
          'remove',
          (id: string) => api.deleteSsoConfiguration({ params: { id } }),
          (_answer: unknown, id: string) => settle((list) => list.filter((c) => c.id !== id)),
        );
      },
      /** Applies the IdP's metadata XML: its entity id, sign-in URL and signing certificates. */
      metadata(): AdminMutation<SsoConfiguration, SsoMetadataInput> {
        return mutation(
          'metadata',
          ({ id, metadata }: SsoMetadataInput) => api.updateSsoConfigurationMetadata({ params: { id }, body: { metadata } }),
          replace,
        );
      },
      /** Has the server fetch the IdP's metadata from its URL and apply it. */
      metadataUrl(): AdminMutation<SsoConfiguration, SsoMetadataUrlInput> {
        return mutation(
          'metadataUrl',
          ({ id, url }: SsoMetadataUrlInput) => api.updateSsoConfigurationMetadataUrl({ params: { id }, body: { url: url.trim() } }),
          replace,
        );
      },
      /** Adds a domain (not yet verified); its answer carries the TXT record that proves it. */
      addDomain(): AdminMutation<SsoDomain, { id: string; domain: string }> {
        return mutation(
          'addDomain',
          ({ id, domain }: { id: string; domain: string }) => api.addSsoDomain({ params: { id }, body: { domain: domain.trim() } }),
          (added: SsoDomain, { id }: { id: string }) => withDomain(id, added),
        );
      },
      /** Removes a domain from a connection. */
      removeDomain(): AdminMutation<unknown, SsoDomainInput> {
        return mutation<unknown, SsoDomainInput>(
          'removeDomain',
          (params: SsoDomainInput) => api.deleteSsoDomain({ params }),
          (_answer: unknown, { id, domainId }: SsoDomainInput) =>
            within(id, (c) => ({ ...c, domains: c.domains.filter((d) => d.id !== domainId) })),
        );
      },
      /**
       * Asks the server to look up the domain's TXT record (the v2 path the current portal calls). On success the
       * domain is validated at once in the list; a refusal carries the server's reason (record missing, domain taken).
       */
      validateDomain(): AdminMutation<SsoDomain, SsoDomainInput> {
        return mutation(
          'validateDomain',
          (params: SsoDomainInput) => api.validateSsoDomainV2({ params }),
          (domain: SsoDomain, { id }: SsoDomainInput) => withDomain(id, domain),
        );
      },
      /** Sets the roles every user signing in through the connection gets (replaces them). */
      setDefaultRoles(): AdminMutation<AnswerOf<'setSsoDefaultRoles'>, { id: string; roleIds: string[] }> {
        return mutation(
          'setDefaultRoles',
          ({ id, roleIds }: { id: string; roleIds: string[] }) => api.setSsoDefaultRoles({ params: { id }, body: { roleIds } }),
          (answer: AnswerOf<'setSsoDefaultRoles'>, { id }: { id: string }) => within(id, (c) => ({ ...c, roleIds: answer.roleIds })),
        );
      },
      /** Maps an IdP group to roles. */
      addGroup(): AdminMutation<SsoGroupMapping, SsoGroupInput> {
        return mutation(
          'addGroup',
          ({ id, group, roleIds }: SsoGroupInput) => api.createSsoGroup({ params: { id }, body: { group: group.trim(), roleIds } }),
          (mapping: SsoGroupMapping, { id }: SsoGroupInput) => withGroup(id, mapping),
        );
      },
      /** Renames an IdP group mapping or changes its roles. */
      updateGroup(): AdminMutation<SsoGroupMapping, UpdateSsoGroupInput> {
        return mutation(
          'updateGroup',
          ({ id, groupId, group, roleIds }: UpdateSsoGroupInput) =>
            api.updateSsoGroup({
              params: { id, groupId },
              body: { ...(group !== undefined ? { group: group.trim() } : {}), ...(roleIds ? { roleIds } : {}) },
            }),
          (mapping: SsoGroupMapping, { id }: UpdateSsoGroupInput) => withGroup(id, mapping),
        );
      },
      /** Removes an IdP group mapping. */
      removeGroup(): AdminMutation<unknown, { id: string; groupId: string }> {
        return mutation<unknown, { id: string; groupId: string }>(
          'removeGroup',
          (params: { id: string; groupId: string }) => api.deleteSsoGroup({ params }),
          (_answer: unknown, { id, groupId }: { id: string; groupId: string }) =>
            within(id, (c) => ({ ...c, groups: c.groups.filter((g) => g.id !== groupId) })),
        );
      },
    },
  };
}

/** The SSO area of the admin data. */
export type SsoData = ReturnType<typeof createSsoData>;
