// The breached-passwords feature's public entry: the screen of a new password, the sign-in check and its record, and the
// list's filter (built by scripts/build-breached-password-filter.ts).
export { createBreachedPasswordService, type BreachedPasswordService } from './breached-passwords.service';
export { forgetBreachedPassword } from './breached-passwords.store';
export { assertNotBreachedPassword, type PasswordContext } from './password-screening';
export { BloomFilter } from './bloom-filter';
export { BREACHED_FILTER_FILE, listForm } from './breached-password-list';
