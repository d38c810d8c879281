/**
 * An address an `<img>` may load without a second thought: https, or an inline image (the account's logo is a data
 * URL); anything else (a typo, `javascript:`) gives no picture rather than a broken one.
 */
export function safeImage(value: unknown): string | null {
  return typeof value === 'string' && /^(?:https:\/\/|data:image\/)/i.test(value.trim()) ? value.trim() : null;
}
