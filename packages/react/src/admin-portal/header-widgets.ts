// The header's lazily loaded parts in one chunk (one request, and one set of modules shared with the portal's first
// chunk rather than four).
export { AccountBrand } from './account-brand';
export { NavigationDrawer } from './navigation-drawer';
export { TenantSwitcher } from './tenant-switcher';
export { UserMenu } from './user-menu';
