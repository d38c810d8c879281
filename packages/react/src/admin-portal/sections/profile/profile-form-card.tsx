import { useId, type FormEvent, type ReactNode } from 'react';
import { FormError } from '../../../login-box/form-error';
import { Button } from '../../../ui/button';
import { Card, CardBody, CardFooter, CardHeader } from '../../../ui/card';

/** Props of ProfileFormCard. */
export interface ProfileFormCardProps {
  /** The card's title, also the form's accessible name. */
  title: string;
  description: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** The refusal that belongs to no field, above the fields. */
  error: string | undefined;
  /** The form's fields. */
  children: ReactNode;
  /** In the card's body after the form, outside it (e.g. a part with dialogs whose forms must not submit this one). */
  after?: ReactNode;
  submitLabel: string;
  busy: boolean;
  /** False when nothing can be saved: no footer. */
  savable?: boolean;
}

/**
 * A profile card holding one form, its submit button in the card's footer (tied to the form by its id): the password
 * and personal details cards are built the same way, so they share this frame.
 */
export function ProfileFormCard(props: ProfileFormCardProps): ReactNode {
  const { title, description, onSubmit, error, children, after, submitLabel, busy, savable = true } = props;
  const formId = useId();
  return (
    <Card className="gh-profile-card">
      <CardHeader title={title} description={description} />
      <CardBody>
        <form id={formId} className="gh-profile-form" noValidate onSubmit={onSubmit} aria-label={title}>
          <FormError message={error} />
          {children}
        </form>
        {after}
      </CardBody>
      {savable && (
        <CardFooter>
          <Button type="submit" form={formId} variant="primary" loading={busy}>
            {submitLabel}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
