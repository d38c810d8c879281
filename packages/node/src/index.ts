export { createGatehouse, type Gatehouse, type GatehouseOptions, type PermissionOptions, type Requirement } from './create-gatehouse';
export { GatehouseAuthError, GATEHOUSE_ERROR_STATUS, isGatehouseAuthError, type GatehouseAuthErrorCode, type GatehouseAuthErrorDetails, type GatehouseErrorBody } from './gatehouse-auth-error';
export type { GatehouseUser, GatehouseClaims } from './gatehouse-user';
export type { GatehouseAlgorithm } from './create-token-verifier';
export { bearerToken, type AuthorizationSource } from './bearer-token';
export { USER_ENTITLEMENTS_PATH, type LoadEntitlements } from './entitlements-loader';
