import type { ReactNode } from 'react';
import { ApiTokensPanel } from './api-tokens-panel';

/** The account's (tenant's) API tokens, each with roles. */
export default function TenantApiTokensSection(): ReactNode {
  return <ApiTokensPanel scope="tenant" />;
}
