/**
 * A small static server for the built site (`apps/web/build/client`), standing in for the product's
 * server when it is not running: prerendered pages, gzip, long-lived caching of hashed assets, and a
 * redirect home for unknown addresses, as the product serves them.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.data': 'text/x-script',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

function resolveFile(root: string, pathname: string): string | null {
  const path = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  for (const candidate of [join(root, path), join(root, path, 'index.html')]) {
    if (candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

/** Serves `root` on 127.0.0.1 at a free port (or `port`). */
export function serveStatic(root: string, port = 0): Promise<StaticSite> {
  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = resolveFile(root, pathname);
    if (!file) {
      if (pathname.startsWith('/assets/') || pathname.endsWith('.data')) {
        response.writeHead(404).end();
      } else {
        response.writeHead(302, { location: '/' }).end();
      }
      return;
    }
    const type = TYPES[extname(file)] ?? 'application/octet-stream';
    let body: Buffer = readFileSync(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (
      /text|javascript|json|xml|svg/.test(type) &&
      /\bgzip\b/.test(String(request.headers['accept-encoding']))
    ) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    response.writeHead(200, headers).end(request.method === 'HEAD' ? undefined : body);
  });
  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      resolve({
        url: `http://127.0.0.1:${actualPort}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

const isMain = process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\//, ''));
if (isMain) {
  const root = new URL('../../apps/web/build/client', import.meta.url).pathname;
  const site = await serveStatic(root, Number(process.env.PORT ?? 4173));
  console.log(`serving ${root} at ${site.url}`);
}
