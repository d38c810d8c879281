import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, type UserConfig } from 'vite';

/**
 * The Vite config of a page the Gatehouse server hosts: the app in src/<name> (its index.html),
 * built to dist/<name> with every asset URL under `base`, the path the server serves it at.
 * Workspace packages resolve to their src/ through the "@gatehouse/source" condition, as in the demo.
 */
export function hostedAppConfig(name: 'hosted-login' | 'hosted-portal', base: string): UserConfig {
  return {
    root: fileURLToPath(new URL(`./src/${name}`, import.meta.url)),
    base,
    plugins: [react()],
    resolve: { conditions: ['@gatehouse/source', ...defaultClientConditions] },
    build: {
      outDir: fileURLToPath(new URL(`./dist/${name}`, import.meta.url)),
      emptyOutDir: true,
      // The pages' CSP allows no inline script or style: every asset is a file.
      assetsInlineLimit: 0,
    },
  };
}
