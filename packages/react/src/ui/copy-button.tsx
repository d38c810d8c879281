import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { copyToClipboard } from './copy-to-clipboard';
import { CheckIcon, CopyIcon } from './icons';

/** Words of CopyButton. */
export interface CopyButtonLabels {
  /** The button (e.g. "Copy", "Copy codes"). */
  copy: string;
  /** Shown and announced after copying (e.g. "Copied"). */
  copied: string;
  /** Shown and announced when the browser refuses (e.g. "Could not copy; select the text and copy it"). */
  copyFailed: string;
}

/** Props of CopyButton. */
export interface CopyButtonProps {
  /** The text put on the clipboard. */
  value: string;
  labels: CopyButtonLabels;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const RESET_AFTER_MS = 2000;

/** Copies `value` to the clipboard; says "Copied" (or why not) on the button and to screen readers for two seconds. */
export function CopyButton({ value, labels, variant = 'secondary', size = 'sm', className }: CopyButtonProps): ReactNode {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    const copied = await copyToClipboard(value);
    setState(copied ? 'copied' : 'failed');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), RESET_AFTER_MS);
  };
  const label = state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : labels.copy;
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        icon={state === 'copied' ? <CheckIcon /> : <CopyIcon />}
        data-state={state}
        onClick={() => void copy()}
      >
        {label}
      </Button>
      <span className="gh-visually-hidden" role="status">
        {state === 'copied' ? labels.copied : state === 'failed' ? labels.copyFailed : ''}
      </span>
    </>
  );
}
