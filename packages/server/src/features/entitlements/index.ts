// The entitlements feature's public entry: the vendor-call writer other vendor-side features record changes with, the
// services, the catalogue file (CLI) and the routes.
export { vendorWriter, type VendorCall } from './vendor-call';
export { createEntitlementsServices, type EntitlementsServices } from './entitlements.services';
export { CatalogueError, loadCatalogue, parseCatalogue } from './catalogue-file';
export { entitlementsRoutes, entitlementsVendorRoutes } from './entitlements.routes';
