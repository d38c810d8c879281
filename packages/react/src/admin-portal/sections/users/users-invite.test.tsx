// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../test-utils/render';
import { BULK, field, fill, grace, INVITE, openDialog, openMenu, page, pick, portal, press, tick, toasts, USERS } from './users-test-kit';
import { parseEmails } from './bulk-invite-dialog';

afterEach(() => {
  document.body.innerHTML = '';
});

/** The section with an empty list, once the Invite user button is there. */
async function emptyPortal(script: Parameters<typeof portal>[0]['script']) {
  const rendered = await portal({
    script: (f) => {
      f.on('GET', USERS, { body: page([]) });
      script(f);
    },
  });
  await waitFor(() => expect(rendered.container.querySelector('.gh-page-actions')?.textContent).toContain('Invite user'));
  return rendered;
}

const inviteButton = (container: HTMLElement) => container.querySelector<HTMLElement>('.gh-page-actions')!;

describe('Users: invite one', () => {
  it('invites with the blank fields left out, says so in a toast and closes', async () => {
    const { container, fake } = await emptyPortal((f) => f.on('POST', INVITE, { status: 201, body: grace }));
    await press('Invite user', inviteButton(container));
    const dialog = await openDialog();
    await fill(field('Email', dialog), 'grace@example.com');
    await tick('Admin', dialog);
    await press('Send invitation', dialog);
    await waitFor(() => expect(fake.calls(INVITE)).toHaveLength(1));
    expect(fake.calls(INVITE)[0]!.body).toEqual({ email: 'grace@example.com', roleIds: ['r-admin'] });
    await waitFor(() => expect(toasts()).toContain('Invitation sent to grace@example.com'));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('asks for an email before calling the server', async () => {
    const { container, fake } = await emptyPortal(() => undefined);
    await press('Invite user', inviteButton(container));
    const dialog = await openDialog();
    await press('Send invitation', dialog);
    await waitFor(() => expect(dialog.querySelector('.gh-form-error')?.textContent).toBe('Enter an email address'));
    expect(field('Email', dialog).getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls(INVITE)).toHaveLength(0);
  });

  it("puts the server's field error next to the field, a conflict next to the email, and opens empty again after Cancel", async () => {
    const answers = [
      { status: 400, body: { errors: ['phone: Please enter a valid phone number'], errorCode: 'request.invalid' } },
      { status: 409, body: { errors: ['The user is already a member of this account'], errorCode: 'team.already_member' } },
      { status: 500, body: { errors: ['Mail server down'] } },
    ];
    const { container } = await emptyPortal((f) => f.on('POST', INVITE, () => answers.shift()!));
    await press('Invite user', inviteButton(container));
    const dialog = await openDialog();
    await fill(field('Email', dialog), 'grace@example.com');
    await fill(field('Phone number (optional)', dialog), '12');
    await press('Send invitation', dialog);
    await waitFor(() => expect(field('Phone number (optional)', dialog).getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.querySelector('.gh-form-error')?.textContent).toBe('Please enter a valid phone number');
    expect(dialog.querySelector('[role="alert"]')).toBeNull();
    await press('Send invitation', dialog);
    await waitFor(() => expect(field('Email', dialog).getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.querySelector('.gh-form-error')?.textContent).toBe('The user is already a member of this account');
    await press('Send invitation', dialog);
    await waitFor(() => expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Mail server down'));
    await press('Cancel', dialog);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    await press('Invite user', inviteButton(container));
    const again = await openDialog();
    expect(field('Email', again).value).toBe('');
    expect(again.querySelector('[role="alert"]')).toBeNull();
  });

  it('invites a temporary user with the days as expirationInSeconds when the vendor allows temporary users', async () => {
    const { container, fake } = await emptyPortal((f) => f.on('POST', INVITE, { status: 201, body: grace }));
    await press('Invite user', inviteButton(container));
    const dialog = await openDialog();
    await fill(field('Email', dialog), 'temp@example.com');
    await fill(field('Access ends after (days)', dialog), '0');
    await press('Send invitation', dialog);
    await waitFor(() => expect(dialog.querySelector('.gh-form-error')?.textContent).toBe('Enter a whole number of days from 1 to 3650'));
    await fill(field('Access ends after (days)', dialog), '2');
    await press('Send invitation', dialog);
    await waitFor(() => expect(fake.calls(INVITE)).toHaveLength(1));
    expect(fake.calls(INVITE)[0]!.body).toEqual({ email: 'temp@example.com', expirationInSeconds: 2 * 86_400 });
  });
});

describe('Users: invite many', () => {
  it('splits the addresses, drops duplicates', () => {
    expect(parseEmails(' a@x.io, b@x.io;\nc@x.io  a@x.io ')).toEqual(['a@x.io', 'b@x.io', 'c@x.io']);
    expect(parseEmails(' \n ')).toEqual([]);
  });

  it('sends every address with the shared roles, then shows what happened to each, a toast, and reloads the table', async () => {
    const { fake } = await emptyPortal((f) =>
      f.on('POST', BULK, {
        status: 201,
        body: {
          items: [
            { email: 'a@x.io', userId: 'u-a', status: 'invited' },
            { email: 'grace@example.com', userId: 'u-2', status: 'already_member' },
          ],
        },
      }),
    );
    const listed = fake.calls(USERS).length;
    await openMenu('More ways to invite');
    await pick('Invite many');
    const dialog = await openDialog();
    await fill(field<HTMLTextAreaElement>('Email addresses', dialog), 'a@x.io\ngrace@example.com, a@x.io');
    expect(dialog.textContent).toContain('2 addresses');
    await tick('Admin', dialog);
    await press('Send invitations', dialog);
    await waitFor(() => expect(fake.calls(BULK)).toHaveLength(1));
    expect(fake.calls(BULK)[0]!.body).toEqual({ emails: ['a@x.io', 'grace@example.com'], roleIds: ['r-admin'] });
    await waitFor(() =>
      expect([...dialog.querySelectorAll('.gh-users-results-item')].map((li) => li.textContent)).toEqual([
        'a@x.ioInvited',
        'grace@example.comAlready a member',
      ]),
    );
    await waitFor(() => expect(toasts()).toContain('1 invitation sent'));
    await waitFor(() => expect(fake.calls(USERS).length).toBeGreaterThan(listed));
    await press('Done', dialog);
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  });

  it('refuses an empty list and more than 100 addresses without calling the server', async () => {
    const { fake } = await emptyPortal(() => undefined);
    await openMenu('More ways to invite');
    await pick('Invite many');
    const dialog = await openDialog();
    await press('Send invitations', dialog);
    await waitFor(() => expect(dialog.querySelector('.gh-form-error')?.textContent).toBe('Enter at least one email address'));
    const many = Array.from({ length: 101 }, (_, i) => `u${i}@x.io`).join('\n');
    await fill(field<HTMLTextAreaElement>('Email addresses', dialog), many);
    await press('Send invitations', dialog);
    await waitFor(() => expect(dialog.querySelector('.gh-form-error')?.textContent).toBe('Enter at most 100 addresses at once'));
    expect(fake.calls(BULK)).toHaveLength(0);
  });

  it('turns "emails.2: …" from the server into a sentence naming the address, next to the field', async () => {
    const { fake } = await emptyPortal((f) =>
      f.on('POST', BULK, {
        status: 400,
        body: { errors: ['emails.2: Please enter a valid email address', 'emails.3: Blocked domain'], errorCode: 'request.invalid' },
      }),
    );
    await openMenu('More ways to invite');
    await pick('Invite many');
    const dialog = await openDialog();
    const area = field<HTMLTextAreaElement>('Email addresses', dialog);
    await fill(area, 'a@x.io, b@x.io, bad@, c@spam.io');
    await press('Send invitations', dialog);
    await waitFor(() => expect(fake.calls(BULK)).toHaveLength(1));
    await waitFor(() =>
      expect(dialog.querySelector('.gh-form-error')?.textContent).toBe(
        '“bad@” is not a valid email address. “c@spam.io” was refused: Blocked domain',
      ),
    );
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toContain(dialog.querySelector('.gh-form-error')!.id);
    expect(dialog.textContent).not.toContain('emails.2');
  });
});
