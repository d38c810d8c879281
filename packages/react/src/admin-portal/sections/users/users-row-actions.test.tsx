// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test-utils/render';
import {
  fill,
  grace,
  MEMBERS,
  openDialog,
  openMenu,
  page,
  pick,
  portal,
  press,
  role,
  rows,
  teamMember,
  TEMPORARY,
  TENANT_USERS,
  tick,
  toasts,
  USERS,
} from './users-test-kit';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Users: row menu', () => {
  it('unlocks a locked member and makes a temporary one permanent, each answered by a toast', async () => {
    const locked = teamMember({ id: 'u-3', email: 'locked@example.com', isLocked: true });
    const temporary = teamMember({ id: 'u-4', email: 'temp@example.com', temporaryExpirationDate: '2030-06-01T00:00:00.000Z' });
    const { container, fake } = await portal({
      script: (f) => {
        f.on('GET', USERS, { body: page([grace, locked, temporary]) });
        f.on('POST', `${TENANT_USERS}/u-3/unlock`, { body: {} });
        f.on('DELETE', `${TEMPORARY}/u-4`, { body: {} });
      },
    });
    await waitFor(() => expect(rows(container)).toHaveLength(3));
    expect(await openMenu('More actions for grace@example.com')).not.toContain('Unlock');
    await pick('Edit roles');
    await press('Cancel', await openDialog());
    expect(await openMenu('More actions for locked@example.com')).toContain('Unlock');
    await pick('Unlock');
    await waitFor(() => expect(fake.calls(`${TENANT_USERS}/u-3/unlock`)).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain('locked@example.com is unlocked'));
    expect(await openMenu('More actions for temp@example.com')).toContain('Make permanent');
    await pick('Make permanent');
    await waitFor(() => expect(fake.calls(`${TEMPORARY}/u-4`)).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain('temp@example.com is now a permanent member'));
  });

  it('resends the invitation of a pending member only, and enables a disabled one', async () => {
    const pending = teamMember({ id: 'u-5', email: 'new@example.com', invitationPending: true, activatedForTenant: false });
    const off = teamMember({ id: 'u-6', email: 'off@example.com', isDisabled: true });
    const { container, fake } = await portal({
      script: (f) => {
        f.on('GET', USERS, { body: page([pending, off]) });
        f.on('POST', `${MEMBERS}/u-5/resendActivationEmail`, { body: {} });
        f.on('POST', `${TENANT_USERS}/u-6/enable`, { body: {} });
      },
    });
    await waitFor(() => expect(rows(container)).toHaveLength(2));
    expect(await openMenu('More actions for off@example.com')).toEqual(['Edit roles', 'Enable', 'Delete']);
    await pick('Enable');
    await waitFor(() => expect(toasts()).toContain('off@example.com can sign in again'));
    expect(fake.calls(`${TENANT_USERS}/u-6/enable`)).toHaveLength(1);
    expect(await openMenu('More actions for new@example.com')).toEqual(['Edit roles', 'Resend invitation', 'Disable', 'Delete']);
    await pick('Resend invitation');
    await waitFor(() => expect(toasts()).toContain('Invitation sent again to new@example.com'));
  });

  it('disables only after the confirmation; a refusal keeps the dialog open with the server words', async () => {
    let refuse = true;
    const { container, fake } = await portal({
      script: (f) => {
        f.on('GET', USERS, { body: page([grace]) });
        f.on('POST', `${TENANT_USERS}/u-2/disable`, () =>
          refuse ? ((refuse = false), { status: 403, body: { errors: ['Missing permission fe.secure.write.users'] } }) : { body: {} },
        );
      },
    });
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    await openMenu('More actions for grace@example.com');
    await pick('Disable');
    const confirm = await openDialog('alertdialog');
    expect(confirm.textContent).toContain('Disable grace@example.com?');
    expect(fake.calls(`${TENANT_USERS}/u-2/disable`)).toHaveLength(0);
    await press('Disable', confirm);
    await waitFor(() => expect(confirm.querySelector('[role="alert"]')?.textContent).toBe('Missing permission fe.secure.write.users'));
    await press('Disable', confirm);
    await waitFor(() => expect(toasts()).toContain('grace@example.com is disabled'));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
  });

  it('deletes nothing when the confirmation is cancelled, and removes the member once confirmed', async () => {
    const { container, fake } = await portal({
      script: (f) => {
        f.on('GET', USERS, { body: page([grace]) });
        f.on('DELETE', `${MEMBERS}/u-2`, { body: {} });
      },
    });
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    await openMenu('More actions for grace@example.com');
    await pick('Delete');
    await press('Cancel', await openDialog('alertdialog'));
    await waitFor(() => expect(document.querySelector('[role="alertdialog"]')).toBeNull());
    expect(fake.calls(`${MEMBERS}/u-2`)).toHaveLength(0);
    await openMenu('More actions for grace@example.com');
    await pick('Delete');
    const confirm = await openDialog('alertdialog');
    expect(confirm.textContent).toContain('They lose access to this account');
    await press('Delete', confirm);
    await waitFor(() => expect(fake.calls(`${MEMBERS}/u-2`)).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain('grace@example.com was removed'));
  });
});

describe('Users: edit roles', () => {
  it('sends [""] when every role of a user is cleared (spec 001 §5), then a toast', async () => {
    const withRole = {
      ...grace,
      roleIds: ['r-admin'],
      roles: [{ ...role('r-admin', 'Admin'), isDefault: false, createdAt: '', updatedAt: '' }],
    };
    const { container, fake } = await portal({
      script: (f) => {
        f.on('GET', USERS, { body: page([withRole]) });
        f.on('PUT', MEMBERS, { body: { item: withRole } });
      },
    });
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    await openMenu('More actions for grace@example.com');
    await pick('Edit roles');
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Roles of Grace Hopper');
    expect(dialog.textContent).toContain('1 role selected');
    await tick('Admin', dialog);
    await press('Save roles', dialog);
    await waitFor(() => expect(fake.calls(MEMBERS)).toHaveLength(1));
    expect(fake.calls(MEMBERS)[0]!.body).toEqual({ id: 'u-2', roleIds: [''] });
    await waitFor(() => expect(toasts()).toContain('Roles of Grace Hopper saved'));
  });

  it('filters thirty roles by name and keeps the ticked ones while they are filtered out', async () => {
    const roles = Array.from({ length: 30 }, (_, i) => role(`r-${i}`, `Role ${String(i).padStart(2, '0')}`));
    const { container, fake } = await portal({
      roles,
      script: (f) => {
        f.on('GET', USERS, { body: page([grace]) });
        f.on('PUT', MEMBERS, { body: { item: grace } });
      },
    });
    await waitFor(() => expect(rows(container)).toHaveLength(1));
    await openMenu('More actions for grace@example.com');
    await pick('Edit roles');
    const dialog = await openDialog();
    expect(dialog.querySelectorAll('[role="checkbox"]')).toHaveLength(30);
    await tick('Role 03', dialog);
    const filter = dialog.querySelector<HTMLInputElement>('input[aria-label="Filter roles"]')!;
    await fill(filter, 'role 2');
    expect(
      [...dialog.querySelectorAll('[role="checkbox"]')].map(
        (b) => b.id && document.querySelector(`label[for="${CSS.escape(b.id)}"]`)?.textContent,
      ),
    ).toEqual(['Role 20', 'Role 21', 'Role 22', 'Role 23', 'Role 24', 'Role 25', 'Role 26', 'Role 27', 'Role 28', 'Role 29']);
    await tick('Role 27', dialog);
    await fill(filter, 'nothing like it');
    expect(dialog.textContent).toContain('No role matches “nothing like it”.');
    await press('Save roles', dialog);
    await waitFor(() => expect(fake.calls(MEMBERS)).toHaveLength(1));
    expect(fake.calls(MEMBERS)[0]!.body).toEqual({ id: 'u-2', roleIds: ['r-3', 'r-27'] });
  });
});
