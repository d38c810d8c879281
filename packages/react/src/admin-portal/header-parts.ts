import { lazy } from 'react';

// The header's menus and the drawer (Radix menu and dialog code) and the account settings' query are not needed for
// the first paint: they load beside the portal, right after it, so its first chunk stays within budget.

/** The account's logo and name from its settings (React Query's observer comes with it), loaded on first render. */
export const LazyAccountBrand = lazy(() => import('./header-widgets').then((m) => ({ default: m.AccountBrand })));
/** The tenant switcher, loaded on first render. */
export const LazyTenantSwitcher = lazy(() => import('./header-widgets').then((m) => ({ default: m.TenantSwitcher })));
/** The user menu, loaded on first render. */
export const LazyUserMenu = lazy(() => import('./header-widgets').then((m) => ({ default: m.UserMenu })));
/** The navigation drawer of narrow screens, loaded on first render. */
export const LazyNavigationDrawer = lazy(() => import('./header-widgets').then((m) => ({ default: m.NavigationDrawer })));
