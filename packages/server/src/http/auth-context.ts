/** The authenticated caller of a user-token route. */
export interface AuthContext {
  userId: string;
  tenantId: string;
  sessionId: string;
  email: string;
  roles: string[];
  permissions: string[];
  amr: string[];
  authTime: number;
}

/** The caller of a vendor route: a vendor credential, through the token it was exchanged for. */
export interface VendorContext {
  /** The credential's client id (the token's `sub`). */
  credentialId: string;
  vendorId: string;
}
