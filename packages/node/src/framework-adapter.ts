import type { Gatehouse, PermissionOptions, Requirement } from './create-gatehouse';

/**
 * What every framework adapter offers, whatever its middleware type `M`: each factory sets the
 * verified caller on the request (verifying once per request) and answers 401/403 in the spec §8 shape.
 */
export interface FrameworkAdapter<M> {
  /** Any valid access token. */
  authenticate(): M;
  requirePermission(keys: string | readonly string[], options?: PermissionOptions): M;
  requireFeature(featureKey: string): M;
  requireStepUp(options?: { maxAge?: number }): M;
  /** Authentication plus any requirements, in order. */
  require(...requirements: Requirement[]): M;
}

/** The adapter's factories from its one way of turning requirements into a middleware. */
export function frameworkAdapter<M>(gatehouse: Gatehouse, middleware: (...requirements: Requirement[]) => M): FrameworkAdapter<M> {
  return {
    authenticate: () => middleware(),
    requirePermission: (keys, options) => middleware(gatehouse.requirePermission(keys, options)),
    requireFeature: (featureKey) => middleware(gatehouse.requireFeature(featureKey)),
    requireStepUp: (options) => middleware(gatehouse.requireStepUp(options)),
    require: (...requirements) => middleware(...requirements),
  };
}
