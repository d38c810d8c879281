// The passwordless feature's public entry: the service and routes, and the send and guess limits the phone flows share.
export { createPasswordlessService, MAX_GUESSES_PER_CODE, MAX_SENDS_PER_WINDOW, type PasswordlessService } from './passwordless.service';
export { passwordlessRoutes } from './passwordless.routes';
