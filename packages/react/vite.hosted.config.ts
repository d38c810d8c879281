import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

// The hosted login box (spec 000 §4.7): built to dist/hosted-login and served by the Gatehouse
// server at /oauth/login (packages/server/src/features/oauth/hosted-pages.ts). Workspace packages
// resolve to their src/ through the "@gatehouse/source" condition, as in the demo.
export default defineConfig({
  root: fileURLToPath(new URL('./src/hosted-login', import.meta.url)),
  base: '/oauth/login/',
  plugins: [react()],
  resolve: { conditions: ['@gatehouse/source', ...defaultClientConditions] },
  build: {
    outDir: fileURLToPath(new URL('./dist/hosted-login', import.meta.url)),
    emptyOutDir: true,
    // The page's CSP allows no inline script or style: every asset is a file.
    assetsInlineLimit: 0,
  },
});
