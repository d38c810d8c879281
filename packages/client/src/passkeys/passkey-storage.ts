/** Local storage key of the sign-in method the user last used (spec 000 §9): 'Passkeys' after a passkey sign-in. */
export const PREFERRED_LOGIN_METHOD_KEY = 'preferred-login-method';
/** Local storage key set when the user chose "don't show again" on the passkey prompt (spec 000 §9). */
export const DONT_SHOW_PASSKEYS_PROMPT_KEY = 'dont-show-again-prompt-passkeys';
/** The preferred-login-method value of a passkey sign-in. */
export const PASSKEYS_LOGIN_METHOD = 'Passkeys';
/** The feature flag that turns the passkey prompt on (spec 000 §9). */
export const SHOW_PASSKEYS_FLAG = 'show-passkeys-new';
