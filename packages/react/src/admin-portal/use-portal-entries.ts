import { useSyncExternalStore } from 'react';
import { isFeatureFlagOn } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';
import { useSession } from '../hooks/use-session';
import { useAdminPortalOptions } from './admin-portal-context';
import { grantedPermissions } from './granted-permissions';
import { visibleEntries, type NavigationEntry } from './navigation';
import { sectionComponents } from './section-loaders';

/**
 * The navigation entries the signed-in user sees (spec 001 §2 gating, in the spec's order), without those whose
 * section this package does not have yet (decision 0022); none while signed out.
 */
export function usePortalEntries(): NavigationEntry[] {
  const { client } = useGatehouse();
  const { status, user } = useSession();
  const options = useAdminPortalOptions();
  const flags = useSyncExternalStore(
    client.flags.subscribe,
    () => client.flags.getState().flags,
    () => client.flags.getState().flags,
  );
  if (status !== 'authenticated') return [];
  return visibleEntries({
    permissions: grantedPermissions(user),
    isFlagOn: (flag) => isFeatureFlagOn(flags, flag),
    options,
  }).filter((entry) => entry.section && sectionComponents[entry.section]);
}
