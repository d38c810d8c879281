import { useId, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { INVITE_LINK_DEFAULT_MINUTES } from '@gatehouse/contracts';
import { useGatehouse } from '../../../gatehouse-context';
import { FormError } from '../../../login-box/form-error';
import { TextField } from '../../../login-box/text-field';
import { useAdminData } from '../../data/use-admin-data';
import { viewOf } from '../../data/query-view';
import { formatDate } from '../../format-date';
import { RoleChoices, type RoleOption } from '../../role-choices';
import { useFocusTrap } from '../../use-focus-trap';
import { useFormStatus } from '../../use-form-status';

/** Props of InviteLinkDialog. */
export interface InviteLinkDialogProps {
  open: boolean;
  roles: readonly RoleOption[];
  onClose(): void;
}

/** The tenant's invitation link (spec 001 §3: token, expiresInMinutes default 43,200, shouldSendEmail): show, copy, create or replace, delete. */
export function InviteLinkDialog(props: InviteLinkDialogProps): ReactNode {
  return props.open ? <OpenInviteLinkDialog {...props} /> : null;
}

/** The address a person opens to join: the host application's sign-up route with the link's token. */
export const inviteLinkUrl = (origin: string, signUpPath: string, token: string) =>
  `${origin}${signUpPath}?invitationToken=${encodeURIComponent(token)}`;

function OpenInviteLinkDialog({ roles, onClose }: InviteLinkDialogProps): ReactNode {
  const { client } = useGatehouse();
  const users = useAdminData().users;
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [copied, setCopied] = useState(false);
  useFocusTrap(ref, onClose);
  // No link yet is an answer (null), not an error: the dialog offers to create one.
  const link = viewOf(useQuery(users.queries.inviteLink()));
  const url = link.data ? inviteLinkUrl(client.location.origin, client.routes.signUpUrl, link.data.token) : '';
  const createLink = useMutation(users.mutations.createInviteLink());
  const deleteLink = useMutation(users.mutations.deleteInviteLink());
  const status = useFormStatus();
  const { busy, error } = status;
  // The cached link becomes the server's answer, so the dialog shows the new link (or none) without a reload.
  const run = (call: () => Promise<unknown>) =>
    status.run(async () => {
      await call();
      return '';
    });
  const create = (form: FormData) => {
    const days = Number(String(form.get('days') ?? '').trim() || INVITE_LINK_DEFAULT_MINUTES / 1440);
    return run(() =>
      createLink.mutateAsync({
        expiresInMinutes: Math.round(days * 1440),
        shouldSendEmail: form.get('shouldSendEmail') === 'on',
        roleIds: form.getAll('roleIds').map(String),
      }),
    );
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div className="gh-admin-dialog-backdrop">
      <div ref={ref} className="gh-admin-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId} className="gh-section-title">
          Invitation link
        </h2>
        <FormError message={error ?? link.error} />
        {link.status === 'loading' && !link.data && <p role="status">Loading…</p>}
        {link.data && (
          <div className="gh-admin-invite-link">
            <TextField label="Anyone with this link can join the account" name="url" value={url} readOnly />
            <p className="gh-text">Expires {formatDate(link.data.expires)}</p>
            <div className="gh-admin-actions">
              <button type="button" className="gh-button gh-button-secondary" onClick={() => void copy()}>
                Copy link
              </button>
              <button
                type="button"
                className="gh-button gh-button-danger"
                disabled={busy}
                onClick={() => void run(() => deleteLink.mutateAsync())}
              >
                Delete link
              </button>
              <span role="status" className="gh-text">
                {copied ? 'Copied' : ''}
              </span>
            </div>
          </div>
        )}
        {link.status !== 'loading' && (
          <form
            className="gh-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void create(new FormData(e.currentTarget));
            }}
          >
            <TextField
              label="Expires in days"
              name="days"
              type="number"
              inputMode="numeric"
              min={1}
              defaultValue={String(INVITE_LINK_DEFAULT_MINUTES / 1440)}
            />
            <label className="gh-checkbox">
              <input type="checkbox" name="shouldSendEmail" defaultChecked /> Send an email to people who join by the link
            </label>
            <RoleChoices roles={roles} />
            <div className="gh-admin-dialog-actions">
              <button type="button" className="gh-button gh-button-secondary" onClick={onClose} disabled={busy}>
                Close
              </button>
              <button type="submit" className="gh-button gh-button-primary" disabled={busy} aria-busy={busy}>
                {link.data ? 'Replace link' : 'Create link'}
              </button>
            </div>
          </form>
        )}
      </div>
    </div>
  );
}
