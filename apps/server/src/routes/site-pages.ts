import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

/** The prerendered front end's HTML files, by the URL paths that serve them, with their inline scripts' hashes. */
export interface SitePages {
  /** The HTML file (relative to the build folder) a URL path serves, if any. */
  fileFor(urlPath: string): string | null;
  /** Whether a request's URL (path and query) serves one of the pages. */
  servesPage(url: string): boolean;
  /**
   * The Content-Security-Policy sources (`'sha256-…'`) of the inline scripts of the page a URL serves;
   * none for any other URL.
   */
  scriptHashesFor(url: string): readonly string[];
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Reads every HTML file of the build once, at start (about 30 files: a few milliseconds, measured in
 * site.test.ts), so the policy always matches the pages served, whichever build is there.
 *
 * Every inline script is hashed, including the `text/plain` one that content pages run later as a module
 * (see apps/web/scripts/defer-hydration.ts): the browser checks the hash of a script created from it too.
 */
export function readSitePages(root: string): SitePages {
  const hashesByFile = new Map<string, readonly string[]>();
  for (const file of listHtmlFiles(root)) {
    hashesByFile.set(file, inlineScriptHashes(readFileSync(join(root, file), 'utf8')));
  }
  const fileFor = (urlPath: string): string | null => {
    const path = posix.normalize(urlPath);
    if (path.startsWith('..') || path.includes('\0')) return null;
    const trimmed = path.replace(/^\/+/, '').replace(/\/+$/, '');
    const candidates = trimmed.endsWith('.html') ? [trimmed] : [posix.join(trimmed, 'index.html')];
    return candidates.find((candidate) => hashesByFile.has(candidate)) ?? null;
  };
  const fileForUrl = (url: string): string | null => {
    const path = decodePath(url.split('?')[0] ?? '/');
    return path === null ? null : fileFor(path);
  };
  return {
    fileFor,
    servesPage: (url) => fileForUrl(url) !== null,
    scriptHashesFor: (url) => {
      const file = fileForUrl(url);
      return (file && hashesByFile.get(file)) || [];
    },
  };
}

/** A URL's path decoded, or null when its percent-encoding is malformed. */
export function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

/** The quoted CSP sources of a page's inline scripts, in order, without repeats. */
function inlineScriptHashes(html: string): readonly string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    // Scripts loaded from a file are allowed by 'self'; JSON-LD is data, never run.
    if (/\bsrc\s*=|type\s*=\s*"application\/(ld\+)?json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

function listHtmlFiles(root: string): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) files.push(relative(root, full).split(sep).join('/'));
    }
  };
  try {
    walk(root);
  } catch (error) {
    // No build yet (API-only tests): no page to serve, nothing to allow.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return files;
}
