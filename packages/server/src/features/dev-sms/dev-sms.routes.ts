import type { Hono } from 'hono';
import type { Config } from '../../config/config-schema';
import type { Db } from '../../storage/database';
import type { DeclaredRoute } from '../../http/declared-route';
import { escapeHtml } from '../../lib/html-escape';
import { devMailEnabled } from '../dev-mail/index';

/** How the SMS outbox is reached when mounted (route inventory gate): like the mail outbox, anonymously and never in production. */
export const devSmsRoutes: DeclaredRoute[] = ['/dev/sms.json', '/dev/sms'].map((path) => ({
  method: 'get',
  path,
  access: { kind: 'public' },
}));

/** The dev SMS outbox: every text message the server wrote, newest first, as a page and as JSON for tests. */
export function mountDevSms(app: Hono, deps: { config: Pick<Config, 'nodeEnv'>; db: Pick<Db, 'kysely'> }): void {
  // Same switch as the mail outbox: its messages hold live sign-in codes.
  if (!devMailEnabled(deps.config)) return;
  const list = async (to?: string) => {
    let q = deps.db.kysely.selectFrom('sms_outbox').selectAll().orderBy('created_at', 'desc').orderBy('id').limit(200);
    if (to) q = q.where('to_number', '=', to);
    return (await q.execute()).map((m) => ({
      id: m.id,
      to: m.to_number,
      kind: m.kind,
      text: m.text_body,
      createdAt: m.created_at,
      sentAt: m.sent_at,
      codes: [...m.text_body.matchAll(/\b\d{6}\b/g)].map((x) => x[0]),
    }));
  };
  app.get('/dev/sms.json', async (c) => c.json(await list(c.req.query('to'))));
  app.get('/dev/sms', async (c) => {
    const messages = await list(c.req.query('to'));
    const items = messages
      .map(
        (m) =>
          `<article><p class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)} · ${escapeHtml(m.kind)}</p><pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('');
    return c.html(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev SMS outbox</title><style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:860px}article{border:1px solid #e3e6ee;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#5b6477}pre{white-space:pre-wrap}</style></head><body><h1>Dev SMS outbox</h1><p>${messages.length} message(s). Not available in production.</p>${items || '<p>No messages yet.</p>'}</body></html>`,
    );
  });
}
