import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@gatehouse/client';

/** How long an admin answer counts as fresh: reopening a section within it shows the cache without a call. */
export const ADMIN_STALE_TIME_MS = 30_000;
/** How many times a read that failed for want of a server (5xx, network) is tried again. */
export const ADMIN_READ_RETRIES = 2;

// A 4xx answer (no permission, not found, bad input) will not change on a second try; show it at once.
const worthRetrying = (failures: number, error: unknown) =>
  failures < ADMIN_READ_RETRIES && !(isApiError(error) && error.status >= 400 && error.status < 500);

/** The QueryClient of the admin portal: modest freshness, no retry of a 4xx, no refetch on window focus, no mutation retry. */
export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Lists show "Loading…" while they refetch; a refetch on every focus would make them flicker.
      queries: { staleTime: ADMIN_STALE_TIME_MS, retry: worthRetrying, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
