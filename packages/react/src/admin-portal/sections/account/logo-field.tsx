import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { LOGO_MAX_BYTES, LOGO_TYPES, LogoFileError, readLogo, type LogoProblem } from './read-logo';

/** Words of LogoField. */
export interface LogoFieldLabels {
  title: string;
  upload: string;
  replace: string;
  remove: string;
  /** The preview image's alternative text. */
  alt: string;
  none: string;
  /** What files are taken (type and size). */
  hint: string;
}

/** Props of LogoField. */
export interface LogoFieldProps {
  /** The stored logo (a data URL or an https address), if any. */
  stored?: string;
  /** The pending change: a new data URL, `null` to remove, `undefined` for none. */
  value: string | null | undefined;
  onChange(value: string | null | undefined): void;
  /** A file that is not a logo: why (the form words it). */
  onProblem(problem: LogoProblem): void;
  /** The field's error, in words. */
  error?: string;
  labels: LogoFieldLabels;
  readOnly?: boolean;
  maxBytes?: number;
}

/** A logo: a preview, a file picker (read in the browser as a base64 data URL) and Remove; its error next to it. */
export function LogoField({
  stored,
  value,
  onChange,
  onProblem,
  error,
  labels,
  readOnly,
  maxBytes = LOGO_MAX_BYTES,
}: LogoFieldProps): ReactNode {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const shown = value === undefined ? stored : (value ?? undefined);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    try {
      onChange(await readLogo(file, maxBytes));
    } catch (e) {
      onProblem(e instanceof LogoFileError ? e.problem : 'unreadable');
      if (input.current) input.current.value = '';
    }
  };
  const remove = () => {
    onChange(stored ? null : undefined);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="gh-form-field gh-logo-field" role="group" aria-labelledby={`${id}-title`} data-invalid={error ? true : undefined}>
      <span className="gh-form-label" id={`${id}-title`}>
        {labels.title}
      </span>
      <div className="gh-logo-field-row">
        <div className="gh-logo-preview">
          {shown ? <img src={shown} alt={labels.alt} /> : <span className="gh-logo-none">{labels.none}</span>}
        </div>
        {!readOnly && (
          <div className="gh-logo-actions gh-section-buttons">
            {/* The input sits inside its label, so the label's focus ring shows where keyboard focus is. */}
            <label className="gh-btn gh-btn-secondary gh-btn-sm gh-logo-upload">
              {shown ? labels.replace : labels.upload}
              <input
                ref={input}
                className="gh-visually-hidden"
                type="file"
                accept={LOGO_TYPES.join(',')}
                aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
                aria-invalid={error ? true : undefined}
                onChange={(e) => void pick(e)}
              />
            </label>
            {shown && (
              <Button size="sm" variant="ghost" onClick={remove}>
                {labels.remove}
              </Button>
            )}
          </div>
        )}
      </div>
      {!readOnly && (
        <p className="gh-form-description" id={`${id}-hint`}>
          {labels.hint}
        </p>
      )}
      {error && (
        <p className="gh-form-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
