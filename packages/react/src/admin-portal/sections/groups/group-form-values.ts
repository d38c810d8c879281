/** What the create and edit dialogs of a group hold. */
export interface GroupFormValues {
  name: string;
  color: string;
  description: string;
  roleIds: string[];
  /** Members a new group starts with (the create dialog only). */
  userIds: string[];
}

/** The colour formats the server parses (spec 001 §8): #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color(). */
const COLOUR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|(rgba?|hsla?|color)\([^()]*\))$/i;

/** Whether `text` is blank (no colour) or a colour in a format the server parses. */
export const isColour = (text: string): boolean => !text.trim() || COLOUR.test(text.trim());

/** The six-digit hex a colour picker shows for `text`, or the default primary when it is not a hex colour. */
export function pickerHex(text: string): string {
  const value = text.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  if (/^#[0-9a-f]{3}$/.test(value)) return `#${[...value.slice(1)].map((c) => c + c).join('')}`;
  return '#4461f2';
}
