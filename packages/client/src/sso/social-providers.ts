import type { GatehouseClient } from '../gatehouse-client';
import type { GatehouseApi } from '../transport/create-api';
import { buildUrl } from '../transport/build-url';

/** A social provider as the login box lists it (`GET /identity/resources/sso/v2`, the reference client's shape). */
export type SocialProvider = Awaited<ReturnType<GatehouseApi['getSocialProvidersV2']>>[number];

/** Session-storage key of the provider a social sign-in started with (its callback may not name it). */
export const SOCIAL_PROVIDER_KEY = 'gatehouse.social.provider';
/** Session-storage key of the invitation the sign-in page carried: the provider's round trip drops the page's query. */
export const SOCIAL_INVITATION_KEY = 'gatehouse.social.invitation';

/**
 * The providers the login box offers: the active ones the server can start. An active provider without an
 * `authorizationUrl` would need the browser to hold PKCE and state itself, which this client leaves to the server.
 */
export async function socialProviders(client: GatehouseClient): Promise<SocialProvider[]> {
  const list = await client.api.getSocialProvidersV2();
  return list.filter((provider) => provider.active && !!provider.authorizationUrl);
}

/**
 * Starts a social sign-in: remembers the provider for the callback, then leaves for the server's authorize address,
 * which answers with a redirect to the provider (a full navigation: the provider is another site).
 */
export function startSocialLogin(client: GatehouseClient, provider: SocialProvider): void {
  const path = provider.authorizationUrl;
  if (!path) throw new Error(`Gatehouse: the social provider "${provider.type}" has no authorization address`);
  client.sessionStorage.setItem(SOCIAL_PROVIDER_KEY, provider.type);
  const invitation = client.getQueryParam('invitationToken');
  if (invitation) client.sessionStorage.setItem(SOCIAL_INVITATION_KEY, invitation);
  else client.sessionStorage.removeItem(SOCIAL_INVITATION_KEY);
  client.location.assign(/^https?:\/\//i.test(path) ? path : buildUrl(client.baseUrl, path));
}
