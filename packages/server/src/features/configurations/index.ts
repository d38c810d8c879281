// The configurations feature's public entry: the routes of the public configuration, and the vendor's brand the
// hosted pages show.
export { configurationsRoutes } from './configurations.routes';
export { vendorBranding, type BrandingConfig, type VendorBranding } from './vendor-branding';
