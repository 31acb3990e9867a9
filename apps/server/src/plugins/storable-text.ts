import type { FastifyRequest } from 'fastify';
import { invalidFields } from '../errors';

/**
 * Text PostgreSQL cannot store: the NUL character (refused in `text` and `jsonb`), and a lone UTF-16
 * surrogate (a `\ud800` escape in JSON with no pair: refused by `jsonb`, silently replaced in `text`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is the very character to find.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The reason a text is refused, in French. */
function reasonOf(text: string): string {
  return text.includes('\u0000')
    ? 'le caractère nul (U+0000) est interdit'
    : 'texte mal formé : moitié isolée d’une paire de substitution UTF-16';
}

/** A key shown in a field path: what cannot be printed replaced, and kept short. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the ones not to print.
const printable = (key: string) => key.replace(/[\u0000-\u001f\ud800-\udfff]/g, '\ufffd').slice(0, 64);

/**
 * The first text of `value` (a string, or inside arrays and plain objects, keys included) that cannot be
 * stored, with its field path (`tags.0`, `metadata.client`, `documents.3.file_name`).
 */
function findUnstorableText(value: unknown, path: string): { field: string; reason: string } | undefined {
  if (typeof value === 'string') {
    return UNSTORABLE.test(value) ? { field: path, reason: reasonOf(value) } : undefined;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, `${path}.${index}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${printable(key)}` : printable(key);
    if (UNSTORABLE.test(key)) return { field, reason: `nom de champ : ${reasonOf(key)}` };
    const found = findUnstorableText(item, field);
    if (found) return found;
  }
  return undefined;
}

/** Refuses, with a 400 naming the field, a value holding text that cannot be stored. */
export function refuseUnstorableText(value: unknown, path = ''): void {
  const found = findUnstorableText(value, path);
  if (!found) return;
  throw invalidFields([{ name: found.field || 'requête', reason: found.reason }]);
}

/**
 * `preValidation`, for every route: the query, the path's parameters and a parsed body hold no text the
 * database would refuse, so such input is a 400 naming its field rather than a 500 from deep inside. A
 * multipart body is read by its route, which checks its fields the same way.
 */
export async function refuseUnstorableRequestText(request: FastifyRequest): Promise<void> {
  refuseUnstorableText(request.params);
  refuseUnstorableText(request.query);
  refuseUnstorableText(request.body);
}
