import type { LaunchOptions } from '@playwright/test';

/** How every project launches Chromium: Debian's build, with nothing running in the background that could vary a run. */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

/**
 * The specs that prove the login box and portal without a server (issue 16): they run in playwright.preview.config.ts
 * against the demo built and served statically, and the server-backed config leaves them out.
 */
export const previewSpecs = ['preview-mode.spec.ts', 'visual.spec.ts', 'dialogs.spec.ts', 'accessibility.spec.ts'];
