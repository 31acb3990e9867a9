import type { ServerOptions } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { type RefusalName, refusal } from '../errors';
import { rawErrorAnswer, sendError } from './error-handler';

type RequestLimits = Config['requestLimits'];

/** How long a connection closed after a refusal may still read our answer before it is dropped. */
const LINGER_MS = 1000;

/**
 * Node's own deadline for a request's headers, from the connection (or the end of the previous answer on a
 * kept-alive one) to the last header line: a client trickling them, or sending nothing, is answered 408 in
 * French by {@link answerClientError} and disconnected. Node looks at its connections every second (every
 * half deadline when shorter), not every 30 s. No deadline for the whole request: a large upload may take
 * long at a fair rate, so each body is held to {@link registerBodyDeadline}'s instead.
 */
export function headersDeadlineOptions(limits: RequestLimits): ServerOptions {
  return {
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: 0,
    connectionsCheckingInterval: Math.min(1000, Math.ceil(limits.headersTimeoutMs / 2)),
  };
}

/**
 * What no route sees, answered in French: headers too slow (408) or too large, or bytes that are not HTTP.
 * Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const name: RefusalName =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 'request_too_slow'
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 'request_headers_too_large'
        : 'request_malformed';
  if (socket.writable) socket.end(rawErrorAnswer(refusal(name)));
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
}

/**
 * Each request's body must come at a fair pace: `bodyTimeoutMs` before any byte counts, then each byte
 * received buys time at `bodyMinBytesPerSecond` (the rule of Apache's mod_reqtimeout). A 300 MB upload at
 * 1 MB/s passes; a body trickling a byte every few seconds is cut at `bodyTimeoutMs`. Every route is held to
 * it, signed or not; a route's body limit bounds its longest wait. A cut body is answered 408 through the
 * error handler, and the connection closed.
 */
export function registerBodyDeadline(app: FastifyInstance, limits: RequestLimits) {
  app.addHook('onRequest', (request, reply, done) => {
    const { raw } = request;
    const socket = raw.socket;
    // An injected request (tests) has no real socket, and a request whose body is already in has no wait.
    if (raw.complete || !(socket instanceof Socket)) return done();
    const started = performance.now();
    const readBefore = socket.bytesRead;
    let timer: NodeJS.Timeout;
    const look = () => {
      if (raw.complete || socket.destroyed || reply.sent) return;
      const earnedMs = ((socket.bytesRead - readBefore) * 1000) / limits.bodyMinBytesPerSecond;
      const leftMs = started + limits.bodyTimeoutMs + earnedMs - performance.now();
      if (leftMs > 0) {
        timer = setTimeout(look, leftMs).unref();
        return;
      }
      cutBody(request, reply);
    };
    timer = setTimeout(look, limits.bodyTimeoutMs).unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });
}

/**
 * Ends a request whose body came too slowly. Whatever reads it (a JSON parser, a multipart upload) fails with
 * our 408, answered by the error handler as any failure of the route; with no reader yet, the 408 is sent at
 * once. Either way the connection closes after it.
 */
function cutBody(request: FastifyRequest, reply: FastifyReply) {
  const { raw } = request;
  const error = refusal('request_too_slow');
  const socket = raw.socket;
  setTimeout(() => socket.destroy(), LINGER_MS).unref();
  if (raw.listenerCount('error') > 0) {
    raw.emit('error', error);
    return;
  }
  sendError(request, reply, error);
}
