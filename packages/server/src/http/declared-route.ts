import type { Access, Endpoint, HttpMethod } from '@gatehouse/contracts';

/**
 * A route the app answers and how it is reached. Contract endpoints carry their own `access`;
 * operational routes (health, metrics, discovery, dev outbox) are declared with this shape next
 * to where they are mounted, so the route inventory gate can match every registered route.
 */
export interface DeclaredRoute {
  method: HttpMethod;
  /** Path as registered, OpenAPI-style parameters (`/users/{id}`), prefix included. */
  path: string;
  access: Access;
  /** The contract endpoint behind the route, when there is one (its schemas say what input is valid). */
  endpoint?: Endpoint;
}
