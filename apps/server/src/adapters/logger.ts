import { type Logger, pino } from 'pino';

export type { Logger };

/** Log fields that may carry secrets: never written. */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["x-signature"]',
  'req.headers["x-csrf-token"]',
  'req.headers["stripe-signature"]',
  'res.headers["set-cookie"]',
  '*.secret',
  '*.apiSecret',
  '*.password',
  '*.privateKey',
  '*.clientSecret',
];

/** The process's one logger, shared by Fastify and the background workers. */
export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACTED, censor: '[secret]' } });
}
