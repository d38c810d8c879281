const GTM_ID = /^GTM-[A-Z0-9]+$/i;

/** True when the id is 'GTM-' followed by letters and digits (spec 000 §5). */
export function isValidGtmId(id: string): boolean {
  return typeof id === 'string' && GTM_ID.test(id);
}
