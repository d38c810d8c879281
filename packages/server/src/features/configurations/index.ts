// The configurations feature's public entry: the routes of the public configuration.
export { configurationsRoutes } from './configurations.routes';
