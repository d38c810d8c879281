import type { ReactNode } from 'react';
import { Button } from './button';
import { cx } from './class-names';
import { CopyButton, type CopyButtonLabels } from './copy-button';
import { downloadText } from './download-text';
import { DownloadIcon } from './icons';
import './secret-box.css';

/** Words of SecretBox. */
export interface SecretBoxLabels extends CopyButtonLabels {
  /** The download button (e.g. "Download"). */
  download: string;
}

/** Props of SecretBox. */
export interface SecretBoxProps {
  /** One secret (an API token) or a list of codes (recovery codes). */
  value: string | readonly string[];
  /** Names the box for screen readers (e.g. "Recovery codes"). */
  label: string;
  labels: SecretBoxLabels;
  /** When given, a Download button saves the value (one code a line) as this .txt file. */
  fileName?: string;
  className?: string;
}

/**
 * A secret or a set of codes in monospace, each kept whole (codes in a grid, a long secret scrolls sideways rather
 * than wrapping), with Copy and, given a file name, Download as .txt.
 */
export function SecretBox({ value, label, labels, fileName, className }: SecretBoxProps): ReactNode {
  const codes = typeof value === 'string' ? null : value.map(String);
  const text = codes ? codes.join('\n') : String(value ?? '');
  return (
    <div className={cx('gh-secret-box', className)} role="group" aria-label={label}>
      {codes ? (
        <ul className="gh-secret-box-codes">
          {codes.map((code, index) => (
            <li key={`${index}-${code}`} className="gh-secret-box-item">
              <code className="gh-secret-box-code">{code}</code>
            </li>
          ))}
        </ul>
      ) : (
        <code className="gh-secret-box-value" tabIndex={0}>
          {text}
        </code>
      )}
      <div className="gh-secret-box-actions">
        <CopyButton value={text} labels={labels} />
        {fileName !== undefined && (
          <Button size="sm" icon={<DownloadIcon />} onClick={() => downloadText(`${text}\n`, fileName)}>
            {labels.download}
          </Button>
        )}
      </div>
    </div>
  );
}
