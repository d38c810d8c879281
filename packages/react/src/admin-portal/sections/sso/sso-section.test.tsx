// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SsoConfiguration } from '@gatehouse/contracts';
import { getButton, waitFor } from '../../../test-utils/render';
import { field, fill, openDialog, openMenu, pick, press, tick, toasts } from '../users/users-test-kit';
import { connection, domain, manage, okta, READ, sent, SSO, ssoPortal, tab } from './sso-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

const RECORD_MISSING =
  'The TXT record "gatehouse-verification=abc" was not found on example.org or _gatehouse-challenge.example.org; DNS changes can take a while to appear';

describe('SSO: the list', () => {
  it('offers to set up single sign-on when there is no connection', async () => {
    const { container } = await ssoPortal((f) => f.on('GET', SSO, { body: [] }));
    await waitFor(() => expect(container.querySelector('.gh-empty-state')?.textContent).toContain('Single sign-on is not set up'));
    expect(container.querySelector('h1')?.textContent).toBe('Single sign-on');
    expect(getButton(container.querySelector<HTMLElement>('.gh-empty-state')!, 'Set up single sign-on')).toBeTruthy();
  });

  it("shows each connection with its provider's name, whether it is on, and its domains verified or not", async () => {
    const { container } = await ssoPortal((f) => f.on('GET', SSO, { body: [okta, connection('c-2', { type: 'azure' })] }));
    await waitFor(() => expect(container.querySelectorAll('.gh-sso-connection')).toHaveLength(2));
    const [first, second] = [...container.querySelectorAll('.gh-sso-connection')];
    expect(first!.querySelector('h2')?.textContent).toBe('Okta');
    expect(first!.textContent).toContain('SAML 2.0');
    expect(first!.textContent).toContain('On');
    expect([...first!.querySelectorAll('.gh-sso-domain-badges li')].map((li) => li.textContent)).toEqual([
      'example.comVerified',
      'example.orgNot verified',
    ]);
    expect(second!.querySelector('h2')?.textContent).toBe('Microsoft Entra ID');
    expect(second!.textContent).toContain('Off');
    expect(second!.textContent).toContain('Set-up not finished');
    expect(second!.textContent).toContain('No domain yet');
  });

  it('shows the settings without any way to change them to a reader without the write permission', async () => {
    const { container } = await ssoPortal((f) => f.on('GET', SSO, { body: [okta] }), [READ]);
    await manage(container, 'Okta');
    expect(container.textContent).toContain('changing them needs the permission to manage SSO');
    expect(container.querySelector('[role="switch"]')?.hasAttribute('disabled')).toBe(true);
    expect([...container.querySelectorAll('[role="switch"]')].every((s) => s.hasAttribute('disabled'))).toBe(true);
    const test = getButton(container, 'Test connection');
    expect(test.disabled).toBe(true);
    expect(document.getElementById(test.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Testing the connection needs the permission to manage SSO.',
    );
    expect(container.textContent).not.toContain('Delete connection');
    expect(container.querySelector('button[aria-label="Verify example.org"]')).toBeNull();
    expect(container.textContent).not.toContain('Set up single sign-on');
  });
});

describe('SSO: set-up', () => {
  it('creates the chosen provider, shows the values to paste with Copy, then saves its metadata URL', async () => {
    let list: SsoConfiguration[] = [];
    const created = connection('c-9', { type: 'okta' });
    const { container, fake } = await ssoPortal((f) => {
      f.on('GET', SSO, () => ({ body: list }));
      f.on('POST', SSO, () => ((list = [created]), { status: 201, body: created }));
      f.on('PUT', `${SSO}/c-9/metadata-url`, () => {
        list = [{ ...created, ssoEndpoint: 'https://acme.okta.com/sso', publicCertificate: 'PEM', idpEntityId: 'http://okta' }];
        return { body: list[0] };
      });
    });
    await waitFor(() => expect(container.querySelector('.gh-empty-state')).not.toBeNull());
    await press('Set up single sign-on', container.querySelector<HTMLElement>('.gh-empty-state')!);
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Step 1 of 3');
    await press('Continue', dialog);
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Choose your identity provider'));
    expect(sent(fake, 'POST', SSO)).toHaveLength(0);
    await act(async () => dialog.querySelector<HTMLInputElement>('input[type="radio"][value="okta"]')!.click());
    await press('Continue', dialog);
    await waitFor(() => expect(dialog.textContent).toContain('Step 2 of 3'));
    expect(sent(fake, 'POST', SSO)[0]!.body).toEqual({ type: 'okta' });
    expect(dialog.textContent).toContain('Audience URI (SP Entity ID)');
    const group = (name: string) => dialog.querySelector(`[role="group"][aria-label="${name}"]`)!;
    expect(group('ACS URL (single sign-on URL)').textContent).toContain(created.acsUrl);
    expect(group('Entity ID (audience URI)').textContent).toContain(created.spEntityId);
    // The server serves the connection's metadata at its entity id.
    expect(group('Service provider metadata URL').textContent).toContain(created.spEntityId);
    expect(getButton(group('ACS URL (single sign-on URL)') as HTMLElement, 'Copy')).toBeTruthy();
    await press('Next', dialog);
    await waitFor(() => expect(dialog.textContent).toContain('Step 3 of 3'));
    await press('Save connection', dialog);
    await waitFor(() => expect(dialog.textContent).toContain('Enter the metadata URL, starting with https://'));
    await fill(field('Metadata URL', dialog), 'https://acme.okta.com/app/metadata');
    await press('Save connection', dialog);
    await waitFor(() => expect(sent(fake, 'PUT', `${SSO}/c-9/metadata-url`)).toHaveLength(1));
    expect(sent(fake, 'PUT', `${SSO}/c-9/metadata-url`)[0]!.body).toEqual({ url: 'https://acme.okta.com/app/metadata' });
    await waitFor(() => expect(toasts()).toContain('Okta connection saved: now add and verify your domain'));
    await waitFor(() => expect(container.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe('Domains'));
  });

  it("puts the server's refusal of pasted metadata under the XML field, and sends an OIDC client's secret", async () => {
    const oidc = connection('c-3', { type: 'oidc' });
    const { container, fake } = await ssoPortal((f) => {
      f.on('GET', SSO, { body: [connection('c-2'), oidc] });
      f.on('GET', '/team/resources/sso/v1/oidc/configurations', {
        body: { active: false, redirectUri: 'https://app.example.com/account/oidc/callback' },
      });
      f.on('PUT', `${SSO}/c-2/metadata`, {
        status: 400,
        body: {
          errors: ['The IdP metadata is not valid SAML metadata: the EntityDescriptor has no entityID'],
          errorCode: 'sso.metadata_invalid',
        },
      });
      f.on('PATCH', `${SSO}/c-3`, {
        body: { ...oidc, oidcIssuer: 'https://idp.example.com', oidcClientId: 'client', oidcSecret: '********' },
      });
    });
    await manage(container, 'Other SAML provider');
    await act(async () => field('The XML, as a file or pasted').click());
    await fill(field<HTMLTextAreaElement>('Metadata XML'), '<EntityDescriptor/>');
    await press('Save provider details', container);
    await waitFor(() =>
      expect(container.querySelector('.gh-form-error')?.textContent).toBe(
        'The IdP metadata is not valid SAML metadata: the EntityDescriptor has no entityID',
      ),
    );
    expect(sent(fake, 'PUT', `${SSO}/c-2/metadata`)[0]!.body).toEqual({ metadata: '<EntityDescriptor/>' });
    await press('All connections', container);
    await manage(container, 'OpenID Connect provider');
    await waitFor(() => expect(container.textContent).toContain('https://app.example.com/account/oidc/callback'));
    await fill(field('Issuer URL'), 'https://idp.example.com');
    await fill(field('Client ID'), 'client');
    await fill(field('Client secret'), 's3cret');
    await press('Save provider details', container);
    await waitFor(() => expect(sent(fake, 'PATCH', `${SSO}/c-3`)).toHaveLength(1));
    expect(sent(fake, 'PATCH', `${SSO}/c-3`)[0]!.body).toEqual({
      oidcIssuer: 'https://idp.example.com',
      oidcClientId: 'client',
      oidcSecret: 's3cret',
    });
    await waitFor(() => expect(toasts()).toContain('Connection saved'));
  });
});

describe('SSO: a connection', () => {
  it("adds a domain and shows its TXT record; Verify shows the server's exact reason, then the domain verified", async () => {
    let verified = false;
    const { container, fake } = await ssoPortal((f) => {
      f.on('GET', SSO, () => ({
        body: [{ ...okta, domains: [domain('d-1', 'example.com', true), domain('d-2', 'example.org', verified)] }],
      }));
      f.on('POST', `${SSO}/c-1/domains`, { status: 201, body: domain('d-3', 'example.net') });
      f.on(
        'PUT',
        '/team/resources/sso/v2/configurations/c-1/domains/d-2/validate',
        { status: 400, body: { errors: [RECORD_MISSING], errorCode: 'sso.domain_record_missing' } },
        () => ((verified = true), { body: domain('d-2', 'example.org', true) }),
      );
    });
    await manage(container, 'Okta');
    await fill(field('Domain'), 'example.net');
    await press('Add domain', container);
    await waitFor(() => expect(sent(fake, 'POST', `${SSO}/c-1/domains`)[0]?.body).toEqual({ domain: 'example.net' }));
    await waitFor(() => expect(toasts()).toContain('example.net added: create its TXT record, then verify it'));
    const record = container.querySelector('.gh-sso-domain:nth-child(2) .gh-sso-record')!;
    expect(record.textContent).toContain('_gatehouse-challenge.example.org');
    expect(record.textContent).toContain('gatehouse-verification=abc');
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Verify example.org"]')!.click());
    await waitFor(() => expect(container.querySelector('.gh-sso-domain-error')?.textContent).toBe(RECORD_MISSING));
    expect(container.querySelector('.gh-sso-domain-error')?.getAttribute('role')).toBe('alert');
    await act(async () => container.querySelector<HTMLButtonElement>('button[aria-label="Verify example.org"]')!.click());
    await waitFor(() => expect(toasts()).toContain('example.org verified'));
    await waitFor(() => expect(container.querySelector('button[aria-label="Verify example.org"]')).toBeNull());
    expect(container.querySelector('.gh-sso-domain-error')).toBeNull();
  });

  it('turns sign-in on with a loading indicator, and deletes the connection only after a confirmation', async () => {
    let answerEnable: (value: unknown) => void = () => undefined;
    let deleted = false;
    const off = { ...okta, enabled: false };
    const { container, fake } = await ssoPortal((f) => {
      f.on('GET', SSO, () => ({ body: deleted ? [] : [off] }));
      f.on('PATCH', `${SSO}/c-1`, () => new Promise((resolve) => (answerEnable = () => resolve({ body: okta }))));
      f.on('DELETE', `${SSO}/c-1`, () => ((deleted = true), { body: {} }));
    });
    await manage(container, 'Okta');
    await act(async () => container.querySelector<HTMLButtonElement>('[role="switch"]')!.click());
    await waitFor(() => expect(container.querySelector('.gh-sso-enabling')?.textContent).toContain('Turning on…'));
    expect(sent(fake, 'PATCH', `${SSO}/c-1`)[0]!.body).toEqual({ enabled: true });
    await act(async () => answerEnable(undefined));
    await waitFor(() => expect(toasts()).toContain('Sign-in through Okta is on'));
    await press('Delete connection', container);
    const confirm = await openDialog('alertdialog');
    expect(confirm.textContent).toContain('Delete the Okta connection?');
    expect(sent(fake, 'DELETE', `${SSO}/c-1`)).toHaveLength(0);
    await press('Delete connection', confirm);
    await waitFor(() => expect(toasts()).toContain('Okta connection deleted'));
    await waitFor(() => expect(container.querySelector('.gh-empty-state')).not.toBeNull());
  });

  it('saves the default roles, maps a group, edits and removes a mapping, and saves the groups attribute', async () => {
    const { container, fake } = await ssoPortal((f) => {
      f.on('GET', SSO, { body: [okta] });
      f.on('PUT', `${SSO}/c-1/roles`, { body: { roleIds: ['r-ro', 'r-admin'] } });
      f.on('POST', `${SSO}/c-1/groups`, { status: 201, body: { id: 'g-2', group: 'Engineers', roleIds: ['r-ro'] } });
      f.on('PATCH', `${SSO}/c-1/groups/g-1`, { body: { id: 'g-1', group: 'Support team', roleIds: [] } });
      f.on('DELETE', `${SSO}/c-1/groups/g-1`, { body: {} });
      f.on('PATCH', `${SSO}/c-1`, { body: { ...okta, groupsAttribute: 'memberOf' } });
    });
    await manage(container, 'Okta');
    await tab(container, 'Roles');
    await waitFor(() => expect(container.querySelector('[role="tabpanel"]:not([hidden])')?.textContent).toContain('Default roles'));
    const panel = container.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden])')!;
    await waitFor(() => field('Admin', panel));
    expect(field('Read only', panel).getAttribute('aria-checked')).toBe('true');
    await tick('Admin', panel);
    await press('Save default roles', container);
    await waitFor(() => expect(sent(fake, 'PUT', `${SSO}/c-1/roles`)[0]?.body).toEqual({ roleIds: ['r-ro', 'r-admin'] }));
    await waitFor(() => expect(toasts()).toContain('Default roles saved'));

    await press('Map a group', container);
    const dialog = await openDialog();
    await fill(field('Group name in the identity provider', dialog), 'Engineers');
    await tick('Read only', dialog);
    await press('Map group', dialog);
    await waitFor(() => expect(sent(fake, 'POST', `${SSO}/c-1/groups`)[0]?.body).toEqual({ group: 'Engineers', roleIds: ['r-ro'] }));
    await waitFor(() => expect(toasts()).toContain('Engineers mapped'));

    expect(container.querySelector('table caption')?.textContent).toBe('Mapped groups');
    expect(await openMenu('More actions for Support team')).toEqual(['Edit', 'Remove']);
    await pick('Edit');
    const edit = await openDialog();
    await tick('Admin', edit);
    await press('Save changes', edit);
    await waitFor(() => expect(sent(fake, 'PATCH', `${SSO}/c-1/groups/g-1`)[0]?.body).toEqual({ roleIds: [] }));

    await openMenu('More actions for Support team');
    await pick('Remove');
    const confirm = await openDialog('alertdialog');
    expect(confirm.textContent).toContain('Remove the mapping of Support team?');
    await press('Remove', confirm);
    await waitFor(() => expect(sent(fake, 'DELETE', `${SSO}/c-1/groups/g-1`)).toHaveLength(1));

    await fill(field('Groups attribute'), 'memberOf');
    await press('Save attribute', container);
    await waitFor(() => expect(sent(fake, 'PATCH', `${SSO}/c-1`)[0]?.body).toEqual({ groupsAttribute: 'memberOf' }));
    await waitFor(() => expect(toasts()).toContain('Groups attribute saved'));
  });

  it('puts a refused group name next to its field', async () => {
    const { container } = await ssoPortal((f) => {
      f.on('GET', SSO, { body: [okta] });
      f.on('POST', `${SSO}/c-1/groups`, {
        status: 409,
        body: { errors: ['This IdP group is already mapped in this SSO configuration'], errorCode: 'sso.group_exists' },
      });
    });
    await manage(container, 'Okta');
    await tab(container, 'Roles');
    await waitFor(() => expect(container.textContent).toContain('Map a group'));
    await press('Map a group', container);
    const dialog = await openDialog();
    await press('Map group', dialog);
    await waitFor(() => expect(dialog.querySelector('.gh-form-error')?.textContent).toBe("Enter the group's name"));
    await fill(field('Group name in the identity provider', dialog), 'Support team');
    await press('Map group', dialog);
    await waitFor(() =>
      expect(dialog.querySelector('.gh-form-error')?.textContent).toBe('This IdP group is already mapped in this SSO configuration'),
    );
    expect(field('Group name in the identity provider', dialog).getAttribute('aria-invalid')).toBe('true');
  });
});
