import type { Deps } from '../../src/deps';

/** The `userId` and `token` of the newest emailed link of a kind (activation, password_reset) sent to an address. */
export async function outboxLink(
  deps: Deps,
  to: string,
  kind: 'activation' | 'password_reset',
): Promise<{ userId: string; token: string }> {
  const mail = await deps.db.kysely
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', to.toLowerCase())
    .where('kind', '=', kind)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  const link = mail?.text_body.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no ${kind} mail to ${to}`);
  const params = new URL(link).searchParams;
  return { userId: params.get('userId')!, token: params.get('token')! };
}
