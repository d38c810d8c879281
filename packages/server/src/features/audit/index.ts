// The audit feature's public entry: the audit trail (a transactional subscriber) and the log stream.
export { auditSubscriber } from './audit-subscriber';
export { logStreamSubscriber } from './log-stream';
