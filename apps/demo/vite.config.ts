import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// Workspace packages resolve to their src/ through the "@gatehouse/source" condition, so the demo needs no
// prior build of @gatehouse/react, client, core or contracts. The Gatehouse server address comes from
// VITE_GATEHOUSE_URL (see src/gatehouse-url.ts).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@gatehouse/source', ...defaultClientConditions] },
  server: { port: 5173, strictPort: false },
  preview: { port: 5173, strictPort: false },
});
