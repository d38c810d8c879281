import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages resolve to their src/ through the "@gatehouse/source" condition, so the demo needs no
// prior build of @gatehouse/react, client, core or contracts. The Gatehouse server address comes from
// VITE_GATEHOUSE_URL (see src/gatehouse-url.ts). /api goes to the demo's own back end (server/main.ts, port
// DEMO_API_PORT), so the page calls it on its own origin, as a host app behind one reverse proxy would.
const apiProxy = { '/api': `http://localhost:${process.env.DEMO_API_PORT ?? 5174}` };

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@gatehouse/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: false, proxy: apiProxy },
  preview: { port: 5173, strictPort: false, proxy: apiProxy },
});
