// The ops feature's public entry: health, metrics, OpenAPI, JWKS and discovery, and how they are reached.
export { mountOps, opsRoutes } from './ops.routes';
