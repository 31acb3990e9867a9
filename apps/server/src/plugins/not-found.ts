import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import Router from 'find-my-way';
import { AppError } from '../errors';

/** Serves a page of the front end for a GET or HEAD no route answered; null when it has none. */
export type PageServer = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | null;

export interface NotFoundOptions {
  /** The front end's pages (absent in API-only tests): what a browser gets for any other path. */
  servePage?: PageServer;
  /** Whether a request's URL is one of the front end's pages, which answer GET and HEAD only. */
  isPage?: (url: string) => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route's URL pattern with its methods, as registered (the endpoint fuzz test reads it). */
    routeTable(): ReadonlyMap<string, ReadonlySet<string>>;
  }
}

const PAGE_METHODS = ['GET', 'HEAD'];

/**
 * What happens when no route matches a method and a path. A path some route answers under another method
 * gets 405 with `Allow` (RFC 9110, 15.5.6); a page of the site is served; anything else is 404 — all through
 * the error handler, in French.
 *
 * Fastify's router only knows whether a method and a path match, so a second router learns every route's
 * pattern as it is added (`onRoute`) and tells which methods a path has. Call this before any route.
 */
export function registerNotFound(app: FastifyInstance, options: NotFoundOptions = {}) {
  const patterns = Router({ maxParamLength: 10_000 });
  const methodsByPattern = new Map<string, Set<string>>();
  app.decorate('routeTable', () => methodsByPattern);
  app.addHook('onRoute', (route) => {
    let methods = methodsByPattern.get(route.url);
    if (!methods) {
      methods = new Set();
      methodsByPattern.set(route.url, methods);
      patterns.on('GET', route.url, () => {}, methods);
    }
    for (const method of [route.method].flat()) methods.add(method);
  });

  const allowedMethods = (request: FastifyRequest): string[] => {
    const found = patterns.find('GET', request.url);
    if (found?.store) return [...(found.store as Set<string>)].sort();
    return options.isPage?.(request.url) ? PAGE_METHODS : [];
  };

  app.setNotFoundHandler(async (request, reply) => {
    const allowed = allowedMethods(request);
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      reply.header('allow', allowed.join(', '));
      throw new AppError('method_not_allowed', 'Méthode non autorisée pour cette adresse.');
    }
    const page = PAGE_METHODS.includes(request.method) ? options.servePage?.(request, reply) : null;
    if (page) return page;
    throw new AppError('not_found', 'Ressource non trouvée.');
  });
}
