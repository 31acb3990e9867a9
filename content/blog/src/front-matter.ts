import { parse } from 'yaml';

export interface FrontMatterDocument {
  /** The YAML block between the leading `---` lines, parsed; an empty object when there is none. */
  data: Record<string, unknown>;
  /** Everything after the front matter. */
  body: string;
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

export class FrontMatterError extends Error {
  override name = 'FrontMatterError';
}

/**
 * Splits a Markdown file into its YAML front matter and its body.
 * @throws FrontMatterError when the YAML block is not a mapping.
 */
export function splitFrontMatter(source: string): FrontMatterDocument {
  const text = source.replace(/^\uFEFF/, '');
  const match = FRONT_MATTER.exec(text);
  if (!match) return { data: {}, body: text };
  const data: unknown = parse(match[1] ?? '') ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new FrontMatterError('front matter must be a YAML mapping');
  }
  return { data: data as Record<string, unknown>, body: text.slice(match[0].length) };
}

/** Reads a required string field of front matter. */
export function requireString(data: Record<string, unknown>, field: string, file: string): string {
  const value = data[field];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new FrontMatterError(`${file}: front matter field '${field}' must be a non-empty string`);
  }
  return value.trim();
}

/** Reads a required list of strings of front matter. */
export function requireStringList(data: Record<string, unknown>, field: string, file: string): string[] {
  const value = data[field];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === '')) {
    throw new FrontMatterError(`${file}: front matter field '${field}' must be a list of strings`);
  }
  return value.map((item: string) => item.trim());
}
