import type { Context } from 'hono';
import { HOSTED_CSP } from '../../http/serve-built-app';
import { randomToken } from '../../kernel/crypto';
import { escapeHtml } from '../../lib/html-escape';
import type { VendorBranding } from '../configurations/index';

/** The accent when the vendor sets no primary colour (core's default primary). */
const DEFAULT_ACCENT = '#4461f2';

/**
 * The page's stylesheet. Text stays in neutral colours that pass WCAG AA on their backgrounds whatever the brand;
 * the brand colour only marks the card's top edge and the error sign, where no text sits on it.
 */
const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{color-scheme:light dark}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f8;color:#1d2433}
.gh-page-card{width:100%;max-width:440px;background:#fff;border-radius:12px;border-top:4px solid var(--gh-page-accent);
box-shadow:0 1px 3px rgba(16,24,40,.12),0 8px 24px rgba(16,24,40,.08);padding:32px 28px}
.gh-page-brand{display:flex;align-items:center;gap:12px;margin:0 0 24px}
.gh-page-logo{display:block;max-height:40px;max-width:200px;width:auto;height:auto}
.gh-page-name{margin:0;font-weight:600;font-size:1.05rem}
.gh-page-sign{flex:none;width:12px;height:12px;border-radius:50%;background:var(--gh-page-accent)}
h1{margin:0 0 12px;font-size:1.5rem;line-height:1.25}
p{margin:0 0 12px}
.gh-page-hint{color:#4a5468}
.gh-page-code{margin:20px 0 0;font-size:.875rem;color:#4a5468}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875em}
@media (prefers-color-scheme:dark){
body{background:#12151c;color:#e8eaf0}
.gh-page-card{background:#1b1f29;box-shadow:none;outline:1px solid #2c3240}
.gh-page-hint,.gh-page-code{color:#b9bfcc}
}`;

/** What a branded page shows. */
export interface BrandedPageContent {
  /** The page's heading and title (plain text: it is escaped). */
  title: string;
  /** Fixed markup of the server's own, never text from the request (anything variable is escaped by the caller). */
  body: string;
}

/**
 * A page the server writes itself (the OAuth error page, the signed-out page), in the vendor's brand: logo or
 * name, primary colour. Its stylesheet is inline with a per-answer nonce, so the hosted CSP stays without
 * 'unsafe-inline'; the brand colour is the configuration's `#rrggbb` (validated at start), and every other
 * variable part is escaped.
 */
export function brandedPage(c: Context, brand: VendorBranding, { title, body }: BrandedPageContent): Response {
  const nonce = randomToken(16);
  // Normalised at start already; checked again because it is written into a stylesheet.
  const accent = /^#[0-9a-f]{6}$/i.test(brand.palette.primary ?? '') ? brand.palette.primary! : DEFAULT_ACCENT;
  const name = escapeHtml(brand.name);
  const mark = brand.logo
    ? `<img class="gh-page-logo" src="${escapeHtml(brand.logo)}" alt="${name}">`
    : `<span class="gh-page-sign" aria-hidden="true"></span><p class="gh-page-name">${name}</p>`;
  c.header(
    'content-security-policy',
    HOSTED_CSP.replace(/style-src [^;]*/, (directive) => `${directive} 'nonce-${nonce}'`),
  );
  c.header('cache-control', 'no-store');
  return c.html(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${name}</title>` +
      `<style nonce="${nonce}">:root{--gh-page-accent:${accent}}${STYLES}</style></head>` +
      `<body><main class="gh-page-card" aria-labelledby="gh-page-title"><div class="gh-page-brand">${mark}</div>` +
      `<h1 id="gh-page-title">${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
}
