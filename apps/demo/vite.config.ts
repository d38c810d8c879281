import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages resolve to their src/ through the "@gatehouse/source" condition, so the demo needs no
// prior build of @gatehouse/react, client, core or contracts. The Gatehouse server address comes from
// VITE_GATEHOUSE_URL (see src/gatehouse-url.ts). /api goes to the demo's own back end (server/main.ts, port
// DEMO_API_PORT), so the page calls it on its own origin, as a host app behind one reverse proxy would.
const apiProxy = { '/api': `http://localhost:${process.env.DEMO_API_PORT ?? 5174}` };

// No other site may frame the demo's pages, the login box among them (clickjacking: RFC 9700 §4.16), so a host
// app copied from the demo starts protected. In production the host's own web server sends the same headers
// (docs/getting-started.md); Vite sends them on every page in dev and preview.
export const frameProtection = { 'Content-Security-Policy': "frame-ancestors 'self'", 'X-Frame-Options': 'SAMEORIGIN' };

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@gatehouse/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: false, proxy: apiProxy, headers: frameProtection },
  preview: { port: 5173, strictPort: false, proxy: apiProxy, headers: frameProtection },
});
