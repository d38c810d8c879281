import Provider from 'oidc-provider';
import { serveHttp } from './serve-http';

/** A person at the Google-shaped provider. */
export interface OpAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  /** The directory groups an enterprise provider lists (a connection maps them to roles). */
  groups?: string[];
}

/**
 * oidc-provider running in-process as a Google-shaped OpenID provider (discovery, JWKS, code flow with PKCE,
 * userinfo), without its development interactions: the interaction route signs in `state.next` and grants the
 * scopes asked for, as a person clicking through would.
 */
export async function startGoogleShapedProvider(client: { clientId: string; clientSecret: string; redirectUri: string }) {
  const accounts = new Map<string, OpAccount>();
  const state = { next: undefined as OpAccount | undefined };
  const http = await serveHttp(async (req, res) => {
    if (!req.url!.startsWith('/interaction/')) return provider.callback()(req, res);
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      accounts.set(state.next!.sub, state.next!);
      return provider.interactionFinished(req, res, { login: { accountId: state.next!.sub } }, { mergeWithLastSubmission: false });
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: details.params.client_id! });
    if (details.prompt.details.missingOIDCScope) grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
    if (details.prompt.details.missingOIDCClaims) grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
    return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
  });
  // Requests reach the handler above only once the server listens, after this line.
  const provider: Provider = new Provider(http.base, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    pkce: { required: () => true },
    cookies: { keys: ['google-shaped-test-provider'] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx: unknown, id: string) => {
      const account = accounts.get(id);
      return account && { accountId: id, claims: () => account };
    },
  });
  return { ...http, state };
}

/**
 * Follows a browser's redirects from `url` (cookies kept per run) until one points at `callback`: answers that
 * address with the provider's code and state.
 */
export async function browseToCallback(url: string, callback: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next = new URL(url);
  for (let hop = 0; hop < 20; hop++) {
    if (next.toString().startsWith(callback)) return next;
    const res = await fetch(next, {
      redirect: 'manual',
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair!.split('=');
      cookies.set(k!, v ?? '');
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${next} (${res.status}): ${await res.text()}`);
    next = new URL(location, next);
  }
  throw new Error('too many redirects');
}
