import type { ProfileLoader } from '../sso/index';

interface GitHubEmail {
  email?: unknown;
  primary?: unknown;
  verified?: unknown;
}

/**
 * GitHub's user (`/user`) and its addresses (`/user/emails`): the email is the PRIMARY one, verified only when
 * GitHub says it is; the public profile email is never used (anyone can type any address there).
 */
export const githubProfile =
  (apiBase: string): ProfileLoader =>
  async (accessToken, fetchJson) => {
    const user = (await fetchJson(`${apiBase}/user`, accessToken)) as Record<string, unknown>;
    const emails = (await fetchJson(`${apiBase}/user/emails`, accessToken)) as GitHubEmail[];
    const primary = Array.isArray(emails) ? emails.find((e) => e.primary === true) : undefined;
    return {
      sub: typeof user.id === 'number' || typeof user.id === 'string' ? String(user.id) : undefined,
      name: user.name ?? user.login,
      picture: user.avatar_url,
      email: primary?.email,
      email_verified: primary?.verified === true,
    };
  };
