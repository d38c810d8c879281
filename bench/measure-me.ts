import autocannon from 'autocannon';
import { summarizeAutocannon } from './summarize-autocannon';

/** Authenticated GET /identity/resources/users/v2/me per second with one bearer token. */
export async function measureMe(baseUrl: string, accessToken: string, connections: number, seconds: number) {
  const result = await autocannon({
    url: `${baseUrl}/identity/resources/users/v2/me`,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${accessToken}` },
  });
  return summarizeAutocannon(result);
}
