import type { SsoConfiguration } from '@gatehouse/contracts';
import { ssoConnection } from '@gatehouse/fixtures';
import { describe, expect, it } from 'vitest';
import { answer, invalidated, run, sent, signedInAdmin, watch } from './admin-test-kit';

const domain = (id: string, name: string, validated = false) => ({
  id,
  domain: name,
  validated,
  txtRecord: `gatehouse-verification=${id}`,
});
const connection = ssoConnection;

/** The admin with the list of connections on screen, answered `lists` in turn. */
async function watching(lists: SsoConfiguration[][]) {
  const env = await signedInAdmin();
  answer(env.fake, 'listSsoConfigurations', {}, ...lists.map((body) => ({ body })));
  const { observer, stop } = await watch(env.queryClient, env.admin.sso.queries.list());
  return { ...env, observer, stop, shown: () => observer.getCurrentResult().data };
}

describe('sso', () => {
  it('lists the connections under the tenant, and reads the OIDC redirect URI', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'listSsoConfigurations', {}, { body: [connection('c-1')] });
    answer(fake, 'getOidcConfiguration', {}, { body: { active: false, redirectUri: 'https://app.example.com/account/oidc/callback' } });
    expect(admin.sso.queries.list().queryKey).toEqual(['gatehouse', 'tenant-1', 'sso', 'list']);
    expect((await queryClient.fetchQuery(admin.sso.queries.list())).map((c) => c.id)).toEqual(['c-1']);
    expect(admin.sso.queries.oidc().queryKey).toEqual(['gatehouse', 'tenant-1', 'sso', 'oidc']);
    expect((await queryClient.fetchQuery(admin.sso.queries.oidc())).redirectUri).toBe('https://app.example.com/account/oidc/callback');
  });

  it('creates a connection of a type, lists it at once, then reads the list again', async () => {
    const created = connection('c-2', { type: 'okta' });
    const { admin, queryClient, fake, shown, stop } = await watching([[connection('c-1')], [connection('c-1'), created]]);
    answer(fake, 'createSsoConfiguration', {}, { status: 201, body: created });
    const answerOf = await run(queryClient, admin.sso.mutations.create(), { type: 'okta' });
    expect(answerOf.id).toBe('c-2');
    expect(sent(fake, 'createSsoConfiguration')[0]!.body).toEqual({ type: 'okta' });
    expect(shown()?.map((c) => c.id)).toEqual(['c-1', 'c-2']);
    expect(sent(fake, 'listSsoConfigurations')).toHaveLength(2);
    stop();
  });

  it('PATCHes only the given settings and puts the answer in the list; enable sends enabled alone', async () => {
    const { admin, queryClient, fake, shown, stop } = await watching([[connection('c-1')]]);
    answer(
      fake,
      'updateSsoConfiguration',
      { id: 'c-1' },
      { body: connection('c-1', { oidcIssuer: 'https://idp.example.com' }) },
      { body: connection('c-1', { enabled: true }) },
    );
    await run(queryClient, admin.sso.mutations.update(), { id: 'c-1', oidcIssuer: 'https://idp.example.com', oidcClientId: 'client' });
    expect(sent(fake, 'updateSsoConfiguration', { id: 'c-1' })[0]!.body).toEqual({
      oidcIssuer: 'https://idp.example.com',
      oidcClientId: 'client',
    });
    expect(sent(fake, 'listSsoConfigurations')).toHaveLength(2);
    await run(queryClient, admin.sso.mutations.setEnabled(), { id: 'c-1', enabled: true });
    expect(sent(fake, 'updateSsoConfiguration', { id: 'c-1' })[1]!.body).toEqual({ enabled: true });
    expect(sent(fake, 'listSsoConfigurations')).toHaveLength(3);
    stop();
    expect(shown()).toHaveLength(1);
  });

  it('applies metadata XML, and a metadata URL trimmed, to a connection', async () => {
    const { admin, queryClient, fake, stop } = await watching([[connection('c-1')]]);
    const withIdp = connection('c-1', { ssoEndpoint: 'https://idp.example.com/sso', idpEntityId: 'urn:idp' });
    answer(fake, 'updateSsoConfigurationMetadata', { id: 'c-1' }, { body: withIdp });
    answer(fake, 'updateSsoConfigurationMetadataUrl', { id: 'c-1' }, { body: withIdp });
    await run(queryClient, admin.sso.mutations.metadata(), { id: 'c-1', metadata: '<EntityDescriptor/>' });
    expect(sent(fake, 'updateSsoConfigurationMetadata', { id: 'c-1' })[0]!.body).toEqual({ metadata: '<EntityDescriptor/>' });
    await run(queryClient, admin.sso.mutations.metadataUrl(), { id: 'c-1', url: ' https://idp.example.com/metadata ' });
    expect(sent(fake, 'updateSsoConfigurationMetadataUrl', { id: 'c-1' })[0]!.body).toEqual({ url: 'https://idp.example.com/metadata' });
    stop();
  });

  it('adds a domain with its TXT record to the cached connection at once', async () => {
    const { admin, queryClient, fake, shown, stop } = await watching([[connection('c-1')]]);
    answer(fake, 'addSsoDomain', { id: 'c-1' }, { status: 201, body: domain('d-1', 'example.com') });
    // The list read after the change is held back, so what shows is the local update.
    fake.on('GET', '/team/resources/sso/v1/configurations', () => new Promise(() => undefined));
    await Promise.race([
      run(queryClient, admin.sso.mutations.addDomain(), { id: 'c-1', domain: ' example.com ' }),
      new Promise((resolve) => setTimeout(resolve, 50)),
    ]);
    expect(sent(fake, 'addSsoDomain', { id: 'c-1' })[0]!.body).toEqual({ domain: 'example.com' });
    expect(shown()?.[0]?.domains).toEqual([domain('d-1', 'example.com')]);
    stop();
  });

  it('validates a domain through the v2 path and shows it verified; a refusal carries the server reason', async () => {
    const pending = connection('c-1', { domains: [domain('d-1', 'example.com'), domain('d-2', 'example.org')] });
    const { admin, queryClient, fake, shown, stop } = await watching([[pending], [pending]]);
    answer(fake, 'validateSsoDomainV2', { id: 'c-1', domainId: 'd-1' }, { body: domain('d-1', 'example.com', true) });
    answer(
      fake,
      'validateSsoDomainV2',
      { id: 'c-1', domainId: 'd-2' },
      {
        status: 400,
        body: {
          errors: ['No TXT record gatehouse-verification=d-2 at example.org or _gatehouse-challenge.example.org'],
          errorCode: 'sso.domain_record_missing',
        },
      },
    );
    const validated = run(queryClient, admin.sso.mutations.validateDomain(), { id: 'c-1', domainId: 'd-1' });
    await expect(validated).resolves.toMatchObject({ validated: true });
    expect(sent(fake, 'validateSsoDomain', { id: 'c-1', domainId: 'd-1' })).toHaveLength(0);
    await expect(run(queryClient, admin.sso.mutations.validateDomain(), { id: 'c-1', domainId: 'd-2' })).rejects.toThrow(
      'No TXT record gatehouse-verification=d-2 at example.org or _gatehouse-challenge.example.org',
    );
    expect(shown()?.[0]?.domains.map((d) => d.validated)).toEqual([false, false]);
    stop();
  });

  it('local updates: a verified domain, removed domain and group, roles and a new mapping land in the cache', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    const start = connection('c-1', { domains: [domain('d-1', 'example.com')], groups: [{ id: 'g-1', group: 'Admins', roleIds: [] }] });
    queryClient.setQueryData(admin.sso.queries.list().queryKey, [start]);
    const cached = () => queryClient.getQueryData<SsoConfiguration[]>(admin.sso.queries.list().queryKey)![0]!;
    answer(fake, 'validateSsoDomainV2', { id: 'c-1', domainId: 'd-1' }, { body: domain('d-1', 'example.com', true) });
    answer(fake, 'setSsoDefaultRoles', { id: 'c-1' }, { body: { roleIds: ['r-ro'] } });
    answer(fake, 'createSsoGroup', { id: 'c-1' }, { status: 201, body: { id: 'g-2', group: 'Support', roleIds: ['r-ro'] } });
    answer(fake, 'updateSsoGroup', { id: 'c-1', groupId: 'g-1' }, { body: { id: 'g-1', group: 'Admins', roleIds: ['r-admin'] } });
    answer(fake, 'deleteSsoGroup', { id: 'c-1', groupId: 'g-2' }, { body: {} });
    answer(fake, 'deleteSsoDomain', { id: 'c-1', domainId: 'd-1' }, { body: {} });
    await run(queryClient, admin.sso.mutations.validateDomain(), { id: 'c-1', domainId: 'd-1' });
    expect(cached().domains[0]!.validated).toBe(true);
    await run(queryClient, admin.sso.mutations.setDefaultRoles(), { id: 'c-1', roleIds: ['r-ro'] });
    expect(sent(fake, 'setSsoDefaultRoles', { id: 'c-1' })[0]!.body).toEqual({ roleIds: ['r-ro'] });
    expect(cached().roleIds).toEqual(['r-ro']);
    await run(queryClient, admin.sso.mutations.addGroup(), { id: 'c-1', group: ' Support ', roleIds: ['r-ro'] });
    expect(sent(fake, 'createSsoGroup', { id: 'c-1' })[0]!.body).toEqual({ group: 'Support', roleIds: ['r-ro'] });
    await run(queryClient, admin.sso.mutations.updateGroup(), { id: 'c-1', groupId: 'g-1', roleIds: ['r-admin'] });
    expect(sent(fake, 'updateSsoGroup', { id: 'c-1', groupId: 'g-1' })[0]!.body).toEqual({ roleIds: ['r-admin'] });
    expect(cached().groups).toEqual([
      { id: 'g-1', group: 'Admins', roleIds: ['r-admin'] },
      { id: 'g-2', group: 'Support', roleIds: ['r-ro'] },
    ]);
    await run(queryClient, admin.sso.mutations.removeGroup(), { id: 'c-1', groupId: 'g-2' });
    await run(queryClient, admin.sso.mutations.removeDomain(), { id: 'c-1', domainId: 'd-1' });
    expect(cached().groups.map((g) => g.id)).toEqual(['g-1']);
    expect(cached().domains).toEqual([]);
    expect(invalidated(queryClient, admin.sso.queries.list().queryKey)).toBe(true);
  });

  it('deletes a connection: it leaves the list at once, and the list is read again', async () => {
    const { admin, queryClient, fake, shown, stop } = await watching([[connection('c-1'), connection('c-2')], [connection('c-2')]]);
    answer(fake, 'deleteSsoConfiguration', { id: 'c-1' }, { body: {} });
    await run(queryClient, admin.sso.mutations.remove(), 'c-1');
    expect(sent(fake, 'deleteSsoConfiguration', { id: 'c-1' })).toHaveLength(1);
    expect(shown()?.map((c) => c.id)).toEqual(['c-2']);
    expect(sent(fake, 'listSsoConfigurations')).toHaveLength(2);
    stop();
  });

  it('starts a test of a connection and reads its result under the tenant, without touching the list', async () => {
    const { admin, queryClient, fake, stop } = await watching([[connection('c-1')]]);
    const address = 'https://idp.example.com/sso?SAMLRequest=abc';
    answer(fake, 'startSsoConnectionTest', { id: 'c-1' }, { status: 201, body: { id: 't-1', address } });
    answer(
      fake,
      'getSsoConnectionTest',
      { id: 'c-1', testId: 't-1' },
      { body: { id: 't-1', status: 'pending' } },
      { body: { id: 't-1', status: 'succeeded', identity: { email: 'ada@example.com', groups: ['Admins'], attributes: {} } } },
    );
    expect(await run(queryClient, admin.sso.mutations.startTest(), 'c-1')).toEqual({ id: 't-1', address });
    expect(sent(fake, 'startSsoConnectionTest', { id: 'c-1' })).toHaveLength(1);
    // Starting a test changes no setting: the list is not read again.
    expect(sent(fake, 'listSsoConfigurations')).toHaveLength(1);
    const result = admin.sso.queries.testResult('c-1', 't-1');
    expect(result.queryKey).toEqual(['gatehouse', 'tenant-1', 'sso', 'test', 'c-1', 't-1']);
    expect(await queryClient.fetchQuery(result)).toEqual({ id: 't-1', status: 'pending' });
    expect(await queryClient.fetchQuery({ ...result, staleTime: 0 })).toMatchObject({
      status: 'succeeded',
      identity: { email: 'ada@example.com' },
    });
    expect(sent(fake, 'getSsoConnectionTest', { id: 'c-1', testId: 't-1' })).toHaveLength(2);
    stop();
  });

  it("carries the server's refusal of a test of a connection without its provider's details", async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(
      fake,
      'startSsoConnectionTest',
      { id: 'c-1' },
      {
        status: 400,
        body: { errors: ["Give the identity provider's details before testing the connection"], errorCode: 'sso.test_incomplete' },
      },
    );
    await expect(run(queryClient, admin.sso.mutations.startTest(), 'c-1')).rejects.toMatchObject({ errorCode: 'sso.test_incomplete' });
  });

  it('sends enforceSso alone when single sign-on is required', async () => {
    const { admin, queryClient, fake } = await signedInAdmin();
    answer(fake, 'updateSsoConfiguration', { id: 'c-1' }, { body: connection('c-1', { enforceSso: true }) });
    expect(await run(queryClient, admin.sso.mutations.update(), { id: 'c-1', enforceSso: true })).toMatchObject({ enforceSso: true });
    expect(sent(fake, 'updateSsoConfiguration', { id: 'c-1' })[0]!.body).toEqual({ enforceSso: true });
  });
});
