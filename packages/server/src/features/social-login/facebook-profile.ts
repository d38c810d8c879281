import type { ProfileLoader } from '../sso/index';

/**
 * Facebook's Graph profile (`/me`). Graph does not say the address was verified, so `email_verified` is left out:
 * the email is proven only when the vendor trusts Facebook's emails (decision 0050).
 */
export const facebookProfile =
  (graphBase: string): ProfileLoader =>
  async (accessToken, fetchJson) => {
    const me = (await fetchJson(`${graphBase}/me?fields=id,name,email,first_name,last_name,picture`, accessToken)) as Record<
      string,
      unknown
    >;
    const picture = (me.picture as { data?: { url?: unknown } } | undefined)?.data?.url;
    return { sub: me.id, name: me.name, email: me.email, given_name: me.first_name, family_name: me.last_name, picture };
  };
