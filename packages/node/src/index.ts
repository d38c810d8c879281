export { createGatehouse, type Gatehouse, type GatehouseOptions, type PermissionOptions, type Requirement } from './create-gatehouse';
export {
  GatehouseAuthError,
  GATEHOUSE_ERROR_STATUS,
  isGatehouseAuthError,
  type GatehouseAuthErrorCode,
  type GatehouseAuthErrorDetails,
  type GatehouseErrorBody,
} from './gatehouse-auth-error';
export type { GatehouseUser, GatehouseClaims } from './gatehouse-user';
export type { GatehouseAlgorithm } from './create-token-verifier';
export { apiKey, bearerToken, type AuthorizationSource } from './bearer-token';
export {
  API_TOKEN_CACHE_MAX_MS,
  vendorApiTokenLookup,
  type ApiTokenLookup,
  type ApiTokenOwner,
  type VendorCredential,
} from './api-token-lookup';
export { USER_ENTITLEMENTS_PATH, type LoadEntitlements } from './entitlements-loader';
