import { useId, useRef, type ChangeEvent, type ReactNode } from 'react';
import { LOGO_MAX_BYTES, LOGO_TYPES, readLogo } from './read-logo';

/** Props of LogoField. */
export interface LogoFieldProps {
  /** The stored logo (a data URL), if any. */
  stored?: string;
  /** The pending change: a new data URL, `null` to remove, `undefined` for none. */
  value: string | null | undefined;
  onChange(value: string | null | undefined): void;
  /** A file that is not a logo: its message. */
  onError(message: string): void;
  readOnly?: boolean;
}

/** The company logo: a preview, a file picker (read as a base64 data URL) and Remove. */
export function LogoField({ stored, value, onChange, onError, readOnly }: LogoFieldProps): ReactNode {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const shown = value === undefined ? stored : (value ?? undefined);
  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    try {
      onChange(await readLogo(file));
    } catch (e) {
      onError((e as Error).message);
      if (input.current) input.current.value = '';
    }
  };
  const remove = () => {
    onChange(stored ? null : undefined);
    if (input.current) input.current.value = '';
  };
  return (
    <div className="gh-field" role="group" aria-labelledby={`${id}-label`}>
      <span className="gh-label" id={`${id}-label`}>
        Logo
      </span>
      {shown ? <img className="gh-admin-logo" src={shown} alt="Company logo" /> : <p className="gh-text">No logo.</p>}
      {!readOnly && (
        <div className="gh-admin-actions">
          {/* The input sits inside its label, so the label's focus ring shows where keyboard focus is. */}
          <label className="gh-button gh-button-secondary gh-admin-file">
            {shown ? 'Replace logo' : 'Upload logo'}
            <input
              ref={input}
              className="gh-visually-hidden"
              type="file"
              accept={LOGO_TYPES.join(',')}
              aria-describedby={`${id}-hint`}
              onChange={(e) => void pick(e)}
            />
          </label>
          {shown && (
            <button type="button" className="gh-button gh-button-secondary" onClick={remove}>
              Remove logo
            </button>
          )}
        </div>
      )}
      <p className="gh-text" id={`${id}-hint`}>
        PNG, JPEG or WebP, at most {LOGO_MAX_BYTES / 1024} KB.
      </p>
    </div>
  );
}
