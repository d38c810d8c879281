/** Number of avatar colour tones (`gh-avatar-tone-0` … `-7` in avatar.css). */
export const AVATAR_TONES = 8;

const LETTER = /[\p{L}\p{N}]/u;

/** Up to two initials of a name or email address (first and last word), upper-cased; '?' when it has no letters. */
export function initialsOf(name: string): string {
  const words = String(name ?? '')
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .map((word) => Array.from(word).find((character) => LETTER.test(character)))
    .filter((letter): letter is string => letter !== undefined);
  if (words.length === 0) return '?';
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return picked.join('').toLocaleUpperCase();
}

/** The avatar tone (0–7) of a key: the same key always gets the same colour (FNV-1a hash). */
export function avatarToneOf(key: string): number {
  let hash = 0x811c9dc5;
  for (const unit of String(key ?? '')) {
    hash ^= unit.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % AVATAR_TONES;
}
