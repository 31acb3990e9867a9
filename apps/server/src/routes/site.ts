import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the prerendered front end: hashed assets with a long cache, each public page's own HTML, and a
 * redirect to the home page for any other path, as the spec asks.
 */
export async function siteRoutes(app: FastifyInstance, options: { webBuildDir: string }) {
  const root = options.webBuildDir;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    serve: true,
    setHeaders: (res, path) => {
      if (path.includes(`${normalize('/assets/')}`))
        res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'public, max-age=0, must-revalidate');
    },
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (
      path.startsWith('/api/') ||
      path.startsWith('/pro/') ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send({ success: false, error: 'not_found', message: 'Ressource non trouvée.' });
    }
    const page = pageFile(root, path);
    if (page) {
      return reply
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .type('text/html')
        .sendFile(page, root);
    }
    if (/\.[a-z0-9]+$/i.test(path)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Fichier introuvable.');
    }
    return reply.redirect('/', 302);
  });
}

/** `/blog/x` → `blog/x/index.html` when it was prerendered; never a path outside the build folder. */
function pageFile(root: string, urlPath: string): string | null {
  const relative = normalize(join(urlPath.replace(/\/+$/, ''), 'index.html')).replace(/^\/+/, '');
  if (relative.startsWith('..')) return null;
  const full = join(root, relative);
  return existsSync(full) && statSync(full).isFile() ? relative : null;
}
