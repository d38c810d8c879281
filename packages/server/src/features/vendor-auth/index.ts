// The vendor-auth feature's public entry: the credential exchange service and route, and the credential store the CLI
// and the configured credential use.
export { createVendorAuthService, type VendorAuthService } from './vendor-auth.service';
export {
  createVendorCredential,
  ensureConfiguredCredential,
  listVendorCredentials,
  revokeVendorCredential,
} from './vendor-credentials.store';
export { vendorAuthRoutes } from './vendor-auth.routes';
