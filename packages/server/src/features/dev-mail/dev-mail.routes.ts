import { escapeHtml } from '../../lib/html-escape';
import type { Hono } from 'hono';
import type { Config } from '../../config/config-schema';
import type { Db } from '../../storage/database';
import type { DeclaredRoute } from '../../http/declared-route';

/** The outbox exists only outside production: its mails hold live activation and reset links. */
export const devMailEnabled = (config: Pick<Config, 'nodeEnv'>): boolean => config.nodeEnv !== 'production';

/** How the outbox is reached when mounted (route inventory gate): anonymously, like the dev tools it serves. */
export const devMailRoutes: DeclaredRoute[] = ['/dev/mail.json', '/dev/mail'].map((path) => ({
  method: 'get',
  path,
  access: { kind: 'public' },
}));

/** The dev outbox: every email the server wrote, newest first, as a page and as JSON for tests. */
export function mountDevMail(app: Hono, deps: { config: Pick<Config, 'nodeEnv'>; db: Pick<Db, 'kysely'> }): void {
  if (!devMailEnabled(deps.config)) return;
  const list = async (to?: string) => {
    let q = deps.db.kysely.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(200);
    if (to) q = q.where('to_address', '=', to.toLowerCase());
    return (await q.execute()).map((m) => ({
      id: m.id,
      to: m.to_address,
      subject: m.subject,
      kind: m.kind,
      text: m.text_body,
      html: m.html_body,
      createdAt: m.created_at,
      sentAt: m.sent_at,
      links: [...m.text_body.matchAll(/https?:\/\/\S+/g)].map((x) => x[0]),
    }));
  };
  app.get('/dev/mail.json', async (c) => c.json(await list(c.req.query('to'))));
  app.get('/dev/mail', async (c) => {
    const mails = await list(c.req.query('to'));
    const items = mails
      .map(
        (m) =>
          `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.kind)}</p>${m.links.map((l) => `<p><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></p>`).join('')}<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev outbox</title><style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:860px}article{border:1px solid #e3e6ee;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#5b6477}pre{white-space:pre-wrap}</style></head><body><h1>Dev outbox</h1><p>${mails.length} message(s). Not available in production.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
    );
  });
}
