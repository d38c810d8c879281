import * as auth from './auth';
import * as configurations from './configurations';
import * as users from './users';
import type { Endpoint } from './endpoint';

/** Every user-facing endpoint, keyed by operation id: the route table server and client share. */
export const endpoints = {
  ...auth,
  ...users,
  ...configurations,
} as const;

/** The operation ids of the user-facing API. */
export type EndpointId = keyof typeof endpoints;

/** All endpoints as a list (route inventory). */
export const endpointList: Endpoint[] = Object.values(endpoints) as Endpoint[];
