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
