import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * JSON logger. Secrets never reach it by design (we log ids, not bodies); the redaction list
 * is a second line of defence for fields that might slip in.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'gatehouse' },
      redact: {
        paths: [
          'password',
          'newPassword',
          'token',
          'accessToken',
          'refreshToken',
          'authorization',
          'cookie',
          '*.password',
          '*.token',
          'req.headers.authorization',
          'req.headers.cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
export type { Logger };
