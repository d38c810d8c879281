// The social-login feature's public entry: providers' configuration, the sign-in service, its routes and the CLI command.
export { createSocialProvidersService, type SocialProvidersService } from './social-providers.service';
export { createSocialLoginService, type AcceptInvitation, type ProvisionAccount, type SocialLoginService } from './social-login.service';
export { socialLoginRoutes, socialLoginVendorRoutes } from './social-login.routes';
export { mountAppleCallback } from './apple-callback';
