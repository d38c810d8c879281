import { defineConfig } from 'vite';
import { hostedAppConfig } from './vite.hosted-app.ts';

// The hosted login box (spec 000 §4.7): built to dist/hosted-login and served by the Gatehouse
// server at /oauth/login (packages/server/src/features/oauth/hosted-pages.ts).
export default defineConfig(hostedAppConfig('hosted-login', '/oauth/login/'));
