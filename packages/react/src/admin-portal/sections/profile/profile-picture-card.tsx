import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';
import { PROFILE_PICTURE_TYPES } from '@gatehouse/contracts';
import { useSession } from '../../../hooks/use-session';
import { portalProfileMessages } from '../../../i18n/portal-profile-messages';
import { useFormatters } from '../../../i18n/use-formatters';
import { useMessages } from '../../../i18n/use-messages';
import { Avatar } from '../../../ui/avatar';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardHeader } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useAdminData } from '../../data/use-admin-data';
import { useNotify } from '../../kit/use-notify';
import { safeImage } from '../../safe-image';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';
import { PictureError, readPicture } from './read-picture';

/**
 * The profile picture: the current one (or the initials), a file picker whose choice is previewed before it is saved,
 * and Remove (confirmed). The picture goes to the server as a base64 data URL, scaled down in the browser, and only
 * when it differs from the current one (spec 001 §5).
 */
export function ProfilePictureCard(): ReactNode {
  const { t } = useMessages(portalProfileMessages);
  const { formatNumber } = useFormatters();
  const ui = usePortalUiLabels();
  const notify = useNotify();
  const save = useMutation(useAdminData().profile.mutations.savePicture());
  const { user } = useSession();
  const [pending, setPending] = useState<string | null>(null);
  const [problem, setProblem] = useState<string>();
  const [removing, setRemoving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  // Only an https address or an inline image is shown (a typo or `javascript:` gives the initials).
  const current = safeImage(user?.profilePictureUrl);
  const name = user?.name || user?.email || '';

  const problemOf = (error: unknown) => {
    if (!(error instanceof PictureError)) return errorMessage(error);
    if (error.reason === 'type') return t('portal.profile.picture.wrongType');
    if (error.reason === 'size') return t('portal.profile.picture.tooLarge', { size: formatNumber(Math.round(error.limit / 1024)) });
    return t('portal.profile.picture.unreadable');
  };
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    setProblem(undefined);
    try {
      setPending(await readPicture(file));
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const upload = async () => {
    if (!pending) return;
    setProblem(undefined);
    try {
      const answer = await save.mutateAsync(pending);
      notify.success(answer ? t('portal.profile.picture.saved') : t('portal.profile.picture.unchanged'));
      setPending(null);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <Card className="gh-profile-card">
      <CardHeader title={t('portal.profile.picture.title')} description={t('portal.profile.picture.description')} />
      <CardBody className="gh-profile-picture">
        {pending ? (
          <img className="gh-profile-picture-preview" src={pending} alt={t('portal.profile.picture.preview')} />
        ) : (
          <Avatar name={name} src={current} colorKey={user?.id} size="lg" label={t('portal.ui.avatar.alt', { name })} />
        )}
        <div className="gh-profile-picture-side">
          <p className="gh-profile-text" id={hintId}>
            {t('portal.profile.picture.hint')}
          </p>
          {problem && (
            <p className="gh-profile-error" role="alert">
              {problem}
            </p>
          )}
          <div className="gh-profile-buttons gh-section-buttons">
            {/* The input sits inside its label, so the label shows the focus ring where keyboard focus is. */}
            <label className="gh-btn gh-btn-secondary gh-btn-md gh-profile-file">
              {current || pending ? t('portal.profile.picture.replace') : t('portal.profile.picture.upload')}
              <input
                ref={input}
                className="gh-visually-hidden"
                type="file"
                accept={PROFILE_PICTURE_TYPES.join(',')}
                aria-describedby={hintId}
                onChange={(event) => void pick(event)}
              />
            </label>
            {pending && (
              <>
                <Button variant="primary" loading={save.isPending} onClick={() => void upload()}>
                  {t('portal.profile.picture.save')}
                </Button>
                <Button variant="ghost" disabled={save.isPending} onClick={() => setPending(null)}>
                  {t('portal.common.cancel')}
                </Button>
              </>
            )}
            {!pending && current && (
              <Button variant="ghost" onClick={() => setRemoving(true)}>
                {t('portal.profile.picture.remove')}
              </Button>
            )}
          </div>
        </div>
      </CardBody>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={t('portal.profile.picture.removeTitle')}
        description={t('portal.profile.picture.removeText')}
        confirmLabel={t('portal.profile.picture.remove')}
        labels={ui.confirm}
        onConfirm={async () => {
          await save.mutateAsync('');
          notify.success(t('portal.profile.picture.removed'));
        }}
      />
    </Card>
  );
}
