import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { hasPermission } from '@gatehouse/core';
import { useSession } from '../hooks/use-session';
import { useAdminData } from './data/use-admin-data';
import { grantedPermissions } from './granted-permissions';
import { safeImage } from './safe-image';
import { BrandView, useSessionBrand } from './tenant-brand';

const READ_SETTINGS = 'fe.secure.read.accountSettings';

/**
 * The account's logo and name: the account settings' (read only with their permission, from the same cache the
 * Account section saves into, so a new logo shows at once), else the session's tenant, else the vendor's branding.
 */
export function AccountBrand(): ReactNode {
  const admin = useAdminData();
  const { user } = useSession();
  const fallback = useSessionBrand();
  const settings = useQuery({ ...admin.account.queries.settings(), enabled: hasPermission(grantedPermissions(user), READ_SETTINGS) });
  return <BrandView name={settings.data?.name || fallback.name} logo={safeImage(settings.data?.logo) ?? fallback.logo} />;
}
