import { createGatehouse, type Gatehouse } from '@gatehouse/node';

/** What the demo's back end reads from its environment to trust a Gatehouse server. */
export interface DemoGatehouseEnv {
  /** The Gatehouse server's public URL: the `iss` of its tokens. */
  issuer: string;
  /** A vendor credential (the server's GATEHOUSE_VENDOR_CLIENT_ID / _SECRET), for the API-token lookups. */
  vendorCredential?: { clientId: string; secret: string };
}

/**
 * The demo's @gatehouse/node instance. With a vendor credential API tokens are checked against the
 * server's active list, and access tokens sent as x-api-key are accepted (docs/api-tokens.md). The
 * demo asks for that list on every API-token call (`cacheMs: 0`, decision 0025): machine calls to a
 * demo are few, and a token deleted in the admin portal is then refused at its next call. A busy back
 * end keeps the SDK's default, which accepts a deleted token for up to 10 s.
 */
export function createDemoGatehouse({ issuer, vendorCredential }: DemoGatehouseEnv): Gatehouse {
  return createGatehouse({ issuer, ...(vendorCredential ? { apiTokens: { vendorCredential, cacheMs: 0 } } : {}) });
}
