// The password sign-in feature's public entry: the first factor (service and routes) and the strategy rule sign-up shares.
export { createLoginService, passwordsAllowed } from './login.service';
export { authRoutes } from './auth.routes';
