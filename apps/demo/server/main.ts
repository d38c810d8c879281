// The demo's back end (apps/demo/server): `npm start` runs it next to the Gatehouse server and the demo's
// Vite server proxies /api to it, so the page calls it on its own origin. It trusts tokens of the Gatehouse
// server at GATEHOUSE_PUBLIC_URL (their `iss`) and listens on DEMO_API_PORT (default 5174).
import { serve } from '@hono/node-server';
import { createDemoApi } from './demo-api';
import { createDemoGatehouse } from './demo-gatehouse';

const issuer = process.env.GATEHOUSE_PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const port = Number(process.env.DEMO_API_PORT ?? 5174);

// With a vendor credential (the server's GATEHOUSE_VENDOR_CLIENT_ID / _SECRET) API tokens are checked
// against the active list on every call, and access tokens sent as x-api-key are accepted (demo-gatehouse.ts).
const clientId = process.env.GATEHOUSE_VENDOR_CLIENT_ID;
const secret = process.env.GATEHOUSE_VENDOR_SECRET;
const app = createDemoApi(createDemoGatehouse({ issuer, ...(clientId && secret ? { vendorCredential: { clientId, secret } } : {}) }));
serve({ fetch: app.fetch, port, hostname: 'localhost' }, (info) => {
  console.log(`Demo API listening on http://localhost:${info.port} (tokens of ${issuer})`);
});
