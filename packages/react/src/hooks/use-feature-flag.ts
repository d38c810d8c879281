import { useCallback, useSyncExternalStore } from 'react';
import { isFeatureFlagOn } from '@gatehouse/client';
import { useGatehouse } from '../gatehouse-context';

/** Whether the feature flag is exactly 'on' in `GET /flags` (wire-compat §2.17); false while loading or unknown. */
export function useFeatureFlag(flagName: string): boolean {
  const { client } = useGatehouse();
  const getSnapshot = useCallback(() => isFeatureFlagOn(client.flags.getState().flags, flagName), [client, flagName]);
  return useSyncExternalStore(client.flags.subscribe, getSnapshot, getSnapshot);
}
