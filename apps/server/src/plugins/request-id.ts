import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An id a caller may choose: a short token of safe characters, nothing to inject into a log or a header. */
const SANE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/**
 * Fastify's `genReqId`: the caller's own `Request-Id` when it is a sane value, so both sides share one id,
 * else a new UUID. Fastify puts it on every log line of the request (`reqId`).
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Tells the id in the `Request-Id` header of an answer. */
export function sendRequestId(request: FastifyRequest, reply: FastifyReply) {
  reply.header('request-id', request.id);
}

/** Every answer, of every route, the router's own refusals aside (see `frameworkErrors`), tells its id. */
export function registerRequestId(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    sendRequestId(request, reply);
    done();
  });
}
