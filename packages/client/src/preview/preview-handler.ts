import type { EndpointId, endpoints } from '@gatehouse/contracts';
import type { z } from 'zod';
import { fail } from './preview-error';
import type { PreviewSession, PreviewState, PreviewUser } from './preview-state';

type Endpoints = typeof endpoints;
type Parsed<E, Slot extends string> = E extends { [S in Slot]: infer T extends z.ZodType } ? z.output<T> : undefined;

/** A call as a handler sees it: body, query and params already validated by the endpoint's schemas. */
export interface PreviewRequest<K extends EndpointId> {
  body: Parsed<Endpoints[K], 'body'>;
  query: Parsed<Endpoints[K], 'query'>;
  params: Parsed<Endpoints[K], 'params'>;
}

/** What a handler works with: the preview world and the caller's session (present on signed-in routes). */
export interface PreviewContext {
  state: PreviewState;
  session: PreviewSession | null;
}

/** What a handler answers: the endpoint's response as its schema takes it (parsed before it is sent). */
export type PreviewAnswer<K extends EndpointId> = z.input<Endpoints[K]['response']>;

/** Answers one endpoint from the preview world; throws a PreviewError (fail) to refuse. */
export type PreviewHandler<K extends EndpointId> = (request: PreviewRequest<K>, context: PreviewContext) => PreviewAnswer<K>;

/** Handlers by endpoint id; an endpoint without one is answered 404 "not available in preview mode". */
export type PreviewHandlers = { [K in EndpointId]?: PreviewHandler<K> };

/** The signed-in caller and their session; the router has checked the bearer token on every signed-in route. */
export function caller(context: PreviewContext): { user: PreviewUser; session: PreviewSession } {
  const session = context.session;
  const user = session && context.state.users.find((u) => u.id === session.userId);
  if (!session || !user) fail('auth.unauthenticated');
  return { user, session };
}
