import { normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { PageServer } from '../plugins/not-found';
import { decodePath, type SitePages } from './site-pages';

const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Serves the prerendered front end's files: hashed assets with a long cache, anything else revalidated. */
export async function siteRoutes(app: FastifyInstance, options: { webBuildDir: string }) {
  await app.register(fastifyStatic, {
    root: options.webBuildDir,
    wildcard: false,
    index: false,
    serve: true,
    setHeaders: (res, path) => {
      if (path.includes(`${normalize('/assets/')}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', REVALIDATE);
    },
  });
}

/**
 * What a GET no route answered gets: each public page's own HTML, 404 for a missing file, and a redirect to
 * the home page for any other path, as the spec asks. API paths are left to the 404.
 */
export function sitePageServer(pages: SitePages): PageServer {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = decodePath(request.url.split('?')[0] ?? '/');
    if (path === null) throw new AppError('invalid_request', "L'adresse demandée est mal encodée.");
    if (path.startsWith('/api/') || path.startsWith('/pro/')) return null;
    const page = pages.fileFor(path);
    if (page) return reply.header('cache-control', REVALIDATE).type('text/html').sendFile(page);
    if (/\.[a-z0-9]+$/i.test(path)) throw new AppError('not_found', 'Fichier introuvable.');
    return reply.redirect('/', 302);
  };
}
