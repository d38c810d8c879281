/** The authenticated caller of a user-token route. */
export interface AuthContext {
  userId: string;
  tenantId: string;
  sessionId: string;
  email: string;
  roles: string[];
  permissions: string[];
  amr: string[];
  /** The token's `acr`: the multi-factor policy once a second factor proved the session (wire-compat §4.3). */
  acr?: string;
  authTime: number;
}

/** The caller of a vendor route: a vendor credential, through the token it was exchanged for. */
export interface VendorContext {
  /** The credential's client id (the token's `sub`). */
  credentialId: string;
  vendorId: string;
}

/** The caller of an API-token route: a personal or tenant API token, judged now (decision 0017). */
export interface ApiTokenContext {
  tokenId: string;
  type: 'userApiToken' | 'tenantApiToken' | 'userAccessToken' | 'tenantAccessToken';
  tenantId: string;
  /** The acting user of a personal token; null for a tenant token. */
  userId: string | null;
  roles: string[];
  permissions: string[];
  expires: string | null;
}
