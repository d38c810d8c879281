import type { Config } from '../../config/config-schema';

/** The vendor's branding settings. */
export type BrandingConfig = Pick<Config, 'vendorName' | 'vendorLogoUrl' | 'vendorPrimaryColor' | 'vendorSecondaryColor'>;

/** The vendor's brand as the hosted pages and `GET /vendors/public` show it: name, logo, colours (`#rrggbb`). */
export interface VendorBranding {
  name: string;
  logo: string | null;
  palette: { primary?: string; secondary?: string };
}

/** The vendor's brand from the configuration (validated and normalised when it was loaded). */
export function vendorBranding(config: BrandingConfig): VendorBranding {
  const palette: VendorBranding['palette'] = {};
  if (config.vendorPrimaryColor) palette.primary = config.vendorPrimaryColor;
  if (config.vendorSecondaryColor) palette.secondary = config.vendorSecondaryColor;
  return { name: config.vendorName, logo: config.vendorLogoUrl ?? null, palette };
}

/**
 * The vendor's brand as login-box theme metadata (the `themeV2` leaves a tenant's custom login also uses), so
 * that a reference client applies it from `GET /metadata?entityName=adminBox` as it applies a tenant's.
 */
export function vendorLoginBoxTheme(config: BrandingConfig): Record<string, unknown> {
  const { logo, palette } = vendorBranding(config);
  const roles = Object.entries(palette).map(([role, main]) => [role, { main }]);
  const themeV2 = {
    ...(roles.length > 0 ? { palette: Object.fromEntries(roles) } : {}),
    ...(logo ? { loginBox: { logo: { image: logo } } } : {}),
  };
  return Object.keys(themeV2).length > 0 ? { themeV2 } : {};
}
