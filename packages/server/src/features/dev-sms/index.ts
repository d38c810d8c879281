// The dev-sms feature's public entry: the SMS outbox page outside production.
export { devSmsRoutes, mountDevSms } from './dev-sms.routes';
