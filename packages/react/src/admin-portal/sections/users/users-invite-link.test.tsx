// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { getButton, waitFor } from '../../../test-utils/render';
import { field, fill, openDialog, openMenu, page, pick, portal, press, toasts, USERS } from './users-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

const LINK_V1 = '/identity/resources/tenants/invites/v1/user';
const LINK_V2 = '/identity/resources/tenants/invites/v2/user';
const link = {
  id: 'l-1',
  vendorId: 'v',
  tenantId: 'tenant-1',
  userId: 'u-1',
  token: 'tok/en+1',
  expires: '2030-01-01T00:00:00.000Z',
  shouldSendEmail: true,
  roleIds: [],
};

async function openLinkDialog(script: Parameters<typeof portal>[0]['script']) {
  const rendered = await portal({
    script: (f) => {
      f.on('GET', USERS, { body: page([]) });
      script(f);
    },
  });
  await openMenu('More ways to invite');
  await pick('Invitation link');
  return { ...rendered, dialog: await openDialog() };
}

describe('Users: invitation link', () => {
  it('offers to create a link when there is none, sends days × 1440 minutes, shows the sign-up address, and deletes it after a confirmation', async () => {
    let created = false;
    const { dialog, fake } = await openLinkDialog((f) => {
      f.on('GET', LINK_V1, () =>
        created ? { body: link } : { status: 404, body: { errors: ['No invite link'], errorCode: 'invite_link.not_found' } },
      );
      f.on('POST', LINK_V2, () => ((created = true), { status: 201, body: link }));
      f.on('DELETE', LINK_V1, () => ((created = false), { body: {} }));
    });
    await waitFor(() => expect(dialog.textContent).toContain('There is no invitation link yet.'));
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    expect(field('Expires in days', dialog).value).toBe('30');
    await fill(field('Expires in days', dialog), '7');
    await press('Create link', dialog);
    await waitFor(() => expect(fake.calls(LINK_V2)).toHaveLength(1));
    expect(fake.calls(LINK_V2)[0]!.body).toEqual({ expiresInMinutes: 7 * 1440, shouldSendEmail: true });
    await waitFor(() =>
      expect(field('Anyone with this link can join the account', dialog).value).toBe(
        `${window.location.origin}/account/sign-up?invitationToken=tok%2Fen%2B1`,
      ),
    );
    await waitFor(() => expect(toasts()).toContain('Invitation link ready'));
    expect(getButton(dialog, 'Replace link')).toBeTruthy();
    await press('Delete link', dialog);
    const confirm = await openDialog('alertdialog');
    expect(fake.calls(LINK_V1).filter((r) => r.method === 'DELETE')).toHaveLength(0);
    await press('Delete link', confirm);
    await waitFor(() => expect(fake.calls(LINK_V1).filter((r) => r.method === 'DELETE')).toHaveLength(1));
    await waitFor(() => getButton(dialog, 'Create link'));
    await waitFor(() => expect(toasts()).toContain('Invitation link deleted'));
  });

  it("shows the server's message when the link cannot be read", async () => {
    const { dialog } = await openLinkDialog((f) =>
      f.on('GET', LINK_V1, { status: 403, body: { errors: ['Missing permission fe.secure.read.users'] } }),
    );
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Missing permission fe.secure.read.users'));
  });
});
