import type { AsyncSubscriber } from '../../kernel/event-dispatcher';
import type { Logger } from '../../lib/logger';

/**
 * The log stream: every domain event as one JSON log line (`msg: "event"`), for a log pipeline or a
 * SIEM. Events never carry secrets (contracts/events.ts); the logger's redaction still applies.
 */
export const logStreamSubscriber = (log: Logger): AsyncSubscriber => ({
  name: 'log-stream',
  async deliver(event) {
    log.info({ event }, 'event');
  },
});
