import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@gatehouse/client';

/** What a table or form shows of a read: loading (also while it reloads, the last answer kept), ready, or the failure's words. */
export interface QueryView<T> {
  status: 'loading' | 'ready' | 'error';
  data?: T;
  /** The server's §8 message, or the generic one. */
  error?: string;
}

/** A query's result as the portal shows it. */
export function viewOf<T>(query: UseQueryResult<T>): QueryView<T> {
  const status = query.isFetching || query.isPending ? 'loading' : query.isError ? 'error' : 'ready';
  return { status, data: query.data, error: status === 'error' ? errorMessage(query.error) : undefined };
}
