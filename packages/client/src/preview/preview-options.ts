/** Preview mode (spec 000 §1, 001 §1): every call answered by in-memory handlers over fixtures, after a short delay. */
export interface PreviewOptions {
  /** Milliseconds each answer waits (default 500, spec 000 §9; tests pass 0). */
  delayMs?: number;
  /** Seed of the fixture data (default 1): the same seed shows the same people everywhere. */
  seed?: number;
  /** How many made-up members the account has besides the four named preview users (default 24). */
  members?: number;
  /** Roles in all (default 3: ReadOnly, Admin, Support); more adds the account's own roles, for a large account. */
  roles?: number;
  /** Permissions in all (default: the catalogue's 24); more adds the application's own, in categories of their own. */
  permissions?: number;
  /** Start signed in as the admin preview user, so the portal shows without the login box (default false). */
  signedIn?: boolean;
}

/** The time source preview mode reads and waits with (the client's clock fits it). */
export interface PreviewClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Options of createPreviewFetch: the preview options and the clock (default: the system's). */
export interface PreviewFetchOptions extends PreviewOptions {
  clock?: PreviewClock;
}
