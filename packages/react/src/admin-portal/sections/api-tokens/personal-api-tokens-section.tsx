import type { ReactNode } from 'react';
import { ApiTokensPanel } from './api-tokens-panel';

/** The signed-in user's own API tokens. */
export default function PersonalApiTokensSection(): ReactNode {
  return <ApiTokensPanel scope="personal" />;
}
