import { defaultRoutes, socialLoginApi as api } from '@gatehouse/contracts';
import type { Hono } from 'hono';
import type { Config } from '../../config/config-schema';
import { fail } from '../../kernel/app-error';
import { containsNul } from '../../http/read-input';

/** The posted fields: a form (as Apple posts it) or a JSON object; a field sent twice is refused. */
function readForm(type: string, text: string): unknown {
  if (/^application\/json\b/i.test(type)) {
    try {
      return JSON.parse(text);
    } catch {
      throw fail('request.malformed_json');
    }
  }
  if (!/^application\/x-www-form-urlencoded\b/i.test(type))
    throw fail('request.unsupported_media_type', 'Apple posts its answer as a form');
  const fields: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, k)) throw fail('request.invalid', 'A field is sent more than once');
    fields[k] = v;
  }
  return fields;
}

/**
 * Apple's `response_mode=form_post` answer (a cross-site form post of code and state): turned into a redirect to
 * the login box's social success route with the same values, where the login box finishes the sign-in through
 * postlogin as for every provider. Nothing is checked or stored here; the redirect goes to the app's own URL only.
 */
export function mountAppleCallback(app: Hono, config: Pick<Config, 'appUrl'>): void {
  app.post(api.socialAppleCallback.path, async (c) => {
    const form = readForm(c.req.header('content-type') ?? '', await c.req.text());
    const parsed = api.socialAppleCallback.body.safeParse(form);
    if (!parsed.success || containsNul(parsed.data)) throw fail('request.invalid', 'The provider answer has malformed fields');
    const target = new URL(defaultRoutes.socialLoginCallbackUrl, config.appUrl);
    const { code, state, error } = parsed.data;
    if (code) target.searchParams.set('code', code);
    if (state) target.searchParams.set('state', state);
    if (error) target.searchParams.set('error', error);
    target.searchParams.set('provider', 'apple');
    c.header('cache-control', 'no-store');
    return c.redirect(target.toString(), 302);
  });
}
