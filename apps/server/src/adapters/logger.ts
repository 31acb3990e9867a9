import type { DestinationStream } from 'pino';
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
  '*.api_secret',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.privateKey',
  '*.clientSecret',
  '*.client_secret',
  '*.secretCiphertext',
  '*.masterKey',
];

/** Query parameters that open a door by themselves (an invoice's download token): their values stay out. */
const SECRET_QUERY_PARAMETER = /([?&](?:token|secret|key|client_secret)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETER, '$1[secret]');
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request summary, with the address's secrets taken out. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The process's one logger, shared by Fastify and the background workers. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    { level, redact: { paths: REDACTED, censor: '[secret]' }, serializers: { req: serializeRequest } },
    destination,
  );
}
