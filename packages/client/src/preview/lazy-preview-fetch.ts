import type { PreviewFetchOptions } from './preview-options';

/**
 * A fetch that loads preview mode on its first call: the handlers, the contract schemas (zod) and the fixtures
 * stay out of the client's bundle (login-box budget) and come in one chunk only when preview mode is used.
 */
export function lazyPreviewFetch(options: PreviewFetchOptions): typeof fetch {
  let loaded: Promise<typeof fetch> | undefined;
  return async (input, init) => {
    loaded ??= import('./create-preview-fetch').then(
      (m) => m.createPreviewFetch(options),
      (error: unknown) => {
        // A chunk that failed to load (offline, a new deploy) is tried again on the next call.
        loaded = undefined;
        throw error;
      },
    );
    return (await loaded)(input, init);
  };
}
