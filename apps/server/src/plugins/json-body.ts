import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** No request of ours nests deeper than three levels; this leaves room and stops absurd bodies early. */
const MAX_JSON_DEPTH = 32;

/**
 * Whether a JSON text opens more than `max` arrays or objects inside one another, read in one pass without
 * parsing (brackets inside strings do not count).
 * @internal exported for its tests
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

/** Refuses bytes that are not UTF-8, rather than turning them into U+FFFD unseen. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/**
 * JSON bodies: Fastify's own parser (which refuses `__proto__` and `constructor` keys), behind a depth limit
 * and a strict UTF-8 decoding, answered in French like every other refusal.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(
        new AppError('invalid_request', "Le corps de la requête JSON n'est pas encodé en UTF-8 valide."),
        undefined,
      );
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(new AppError('invalid_request', 'Le corps de la requête JSON est trop imbriqué.'), undefined);
      return;
    }
    parse(request, text, done);
  });
}
