import * as RadixAvatar from '@radix-ui/react-avatar';
import type { ReactNode } from 'react';
import { avatarToneOf, initialsOf } from './avatar-initials';
import { cx } from './class-names';
import './avatar.css';

/** Props of Avatar. */
export interface AvatarProps {
  /** The person's name (or email address): gives the initials and, unless `colorKey` is set, the colour. */
  name: string;
  /** Picture address; the initials show until it loads, and if it fails. */
  src?: string | null;
  /** What picks the colour (e.g. the user id), so renaming someone keeps their colour. */
  colorKey?: string;
  size?: 'sm' | 'md' | 'lg';
  /**
   * Beside the person's name the avatar is decorative (the default: hidden from screen readers); alone, set
   * `label` (e.g. the name) and it is announced as an image.
   */
  label?: string;
  className?: string;
}

/** A round picture of a person, or their initials on a colour derived from their name. */
export function Avatar({ name, src, colorKey, size = 'md', label, className }: AvatarProps): ReactNode {
  const tone = avatarToneOf(colorKey ?? name);
  return (
    <RadixAvatar.Root
      className={cx('gh-avatar', `gh-avatar-${size}`, `gh-avatar-tone-${tone}`, className)}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {src && <RadixAvatar.Image className="gh-avatar-image" src={src} alt="" />}
      <RadixAvatar.Fallback className="gh-avatar-initials" delayMs={src ? 400 : undefined}>
        {initialsOf(name)}
      </RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
