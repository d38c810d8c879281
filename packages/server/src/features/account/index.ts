// The account feature's public entry: the account settings service and the routes.
export { createAccountSettingsService, type AccountSettingsService } from './account.service';
export { accountRoutes } from './account.routes';
