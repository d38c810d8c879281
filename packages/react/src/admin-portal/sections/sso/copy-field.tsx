import { useId, type ReactNode } from 'react';
import { SecretBox } from '../../../ui/secret-box';
import { cx } from '../../../ui/class-names';
import { usePortalUiLabels } from '../../kit/use-portal-ui-labels';

/** Props of CopyField. */
export interface CopyFieldProps {
  label: string;
  value: string;
  /** A line under the label. */
  hint?: ReactNode;
  /** Keeps the value's lines (a metadata document). */
  multiline?: boolean;
}

/** A value to paste somewhere else (a URL, a DNS record): its visible label, the value whole, and Copy. */
export function CopyField({ label, value, hint, multiline }: CopyFieldProps): ReactNode {
  const ui = usePortalUiLabels();
  const id = useId();
  return (
    <div className="gh-sso-copy">
      <span className="gh-sso-copy-label" id={id}>
        {label}
      </span>
      {hint && <p className="gh-section-note">{hint}</p>}
      <SecretBox value={value} label={label} labels={ui.secret} className={cx('gh-sso-copy-box', multiline && 'gh-sso-copy-multiline')} />
    </div>
  );
}
