import { defineConfig } from 'vite';
import { hostedAppConfig } from './vite.hosted-app.ts';

// The hosted admin portal (docs/admin-portal.md): built to dist/hosted-portal and served by the
// Gatehouse server at /portal (packages/server/src/features/oauth/hosted-portal-pages.ts).
export default defineConfig(hostedAppConfig('hosted-portal', '/portal/'));
