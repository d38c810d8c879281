import { startBrandedServer } from './branded-server';
import { expect, test } from './capture';
import { auditHostedPages } from './hosted-audit';
import { SERVER_PORT } from './playwright.config';

// Issue 16, must show 2: the hosted login and portal in a dark and a light brand colour. A vendor's colours are set
// when a server starts, so each brand gets a server of its own (its own SQLite file) beside the run's server. The
// text on the brand colour (buttons, the selected navigation entry, links) is derived for contrast (decision 0044);
// axe-core must find no serious or critical violation on any page.

// The hosted pages forbid inline scripts (their CSP): axe-core is injected as one, so the check bypasses the policy.
test.use({ bypassCSP: true });

const brands = [
  { scheme: 'dark', primary: '#1B2A4A', name: 'Midnight Works', port: SERVER_PORT + 40 },
  { scheme: 'light', primary: '#FFD84D', name: 'Sunny Tools', port: SERVER_PORT + 41 },
];

for (const brand of brands)
  test(`axe: the hosted login and portal in a ${brand.scheme} brand colour (${brand.primary}): 0 serious or critical`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const server = await startBrandedServer(brand.port, brand);
    try {
      await page.goto(`${server.url}/portal`);
      // The brand reached the page: the primary colour is the palette's.
      const primary = () =>
        page
          .locator('.gh-root')
          .first()
          .evaluate((el) => getComputedStyle(el).getPropertyValue('--gh-color-primary').trim().toLowerCase());
      await expect.poll(primary, { message: 'the vendor brand colour on the hosted portal' }).toBe(brand.primary.toLowerCase());
      const findings = await auditHostedPages(page, request, server.url, `${brand.scheme} brand ${brand.primary}`);
      expect(findings, 'serious and critical axe violations').toEqual([]);
    } finally {
      await server.stop();
    }
  });
