// The dev-mail feature's public entry: the outbox page outside production, and the switch the SMS outbox shares.
export { devMailEnabled, devMailRoutes, mountDevMail } from './dev-mail.routes';
