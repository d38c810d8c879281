import { useState, type ReactNode } from 'react';
import { usePublicConfig } from '../hooks/use-public-config';
import { useSession } from '../hooks/use-session';
import { safeImage } from './safe-image';

/** A name and a logo for the header; either may be missing. */
export interface Brand {
  name: string | null;
  logo: string | null;
}

/** The brand known without a call: the session's tenant, else the vendor's branding from the public configuration. */
export function useSessionBrand(): Brand {
  const { activeTenant } = useSession();
  const config = usePublicConfig();
  return {
    name: activeTenant?.name || config.branding.name || config.vendorName || null,
    logo: safeImage(activeTenant?.logo) ?? safeImage(config.branding.logo ?? config.logo),
  };
}

/** The account's logo and name at the start of the header (nothing when neither is known). */
export function BrandView({ name, logo }: Brand): ReactNode {
  const [broken, setBroken] = useState<string | null>(null);
  if (!name && !logo) return null;
  return (
    <div className="gh-admin-brand">
      {/* Beside the name the logo says nothing more: decorative. */}
      {logo && logo !== broken && <img className="gh-admin-brand-logo" src={logo} alt="" onError={() => setBroken(logo)} />}
      {name && <span className="gh-admin-brand-name">{name}</span>}
    </div>
  );
}

/** The brand from the session alone: what the header shows until the account's settings have loaded. */
export function SessionBrand(): ReactNode {
  return <BrandView {...useSessionBrand()} />;
}
