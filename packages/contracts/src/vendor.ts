import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * Exchange a vendor credential for a short-lived vendor token, as @frontegg/client does on the
 * vendor side (`POST /auth/vendor`, at the root). The token goes in `Authorization: Bearer` on
 * every vendor route.
 */
export const vendorToken = endpoint({
  id: 'vendorToken',
  method: 'post',
  path: '/auth/vendor',
  access: { kind: 'public' },
  summary: 'Exchange a vendor client id and secret for a vendor token',
  tags: ['vendor'],
  body: z.object({ clientId: z.string().min(1).max(200), secret: z.string().min(1).max(512) }),
  response: z.object({ token: z.string(), expiresIn: z.number().int() }).meta({ id: 'VendorToken' }),
});
