import { randomBytes } from 'node:crypto';
import { request } from 'node:http';

/** A JSON answer, or `null` status when the server could not be reached (it was killed, or restarts). */
export interface Answer {
  status: number | null;
  body: Record<string, unknown>;
}

const csrf = randomBytes(32).toString('hex');
let nextAddress = 0;

/**
 * The calls a browser makes, each from its own loopback address (127.0.x.y): many visitors, so the
 * per-address rate limits of the real product apply as they would, without throttling the test.
 */
export function browserCall(
  baseUrl: string,
  path: string,
  payload: unknown,
  timeoutMs = 60_000,
): Promise<Answer> {
  nextAddress = (nextAddress + 1) % 60_000;
  const localAddress = `127.${1 + Math.floor(nextAddress / 250)}.${nextAddress % 250}.1`;
  const url = new URL(path, baseUrl);
  const body = JSON.stringify(payload);
  return new Promise((resolve) => {
    const call = request(
      url,
      {
        method: 'POST',
        localAddress,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: `horodoc_csrf=${csrf}`,
          'x-csrf-token': csrf,
        },
        timeout: timeoutMs,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => {
          let parsed: Record<string, unknown> = {};
          try {
            parsed = JSON.parse(text) as Record<string, unknown>;
          } catch {
            parsed = { text };
          }
          resolve({ status: response.statusCode ?? null, body: parsed });
        });
        response.on('error', () => resolve({ status: null, body: {} }));
      },
    );
    call.on('timeout', () => call.destroy(new Error('timeout')));
    call.on('error', () => resolve({ status: null, body: {} }));
    call.end(body);
  });
}
