import { requireString, splitFrontMatter } from './front-matter';
import { renderMarkdown } from './render-markdown';

export interface LegalDocument {
  title: string;
  description: string;
  /** 'Last updated' as written in French: '15 janvier 2025'. */
  updated: string;
  html: string;
}

export class PlaceholderError extends Error {
  override name = 'PlaceholderError';
}

/**
 * Replaces every `{{name}}` with its value; an unknown name is an error rather than a blank on a legal page.
 * @example fillPlaceholders('Contact : {{supportEmail}}', { supportEmail: 'a@b.fr' }) // 'Contact : a@b.fr'
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new PlaceholderError(`no value for placeholder {{${name}}}`);
    return value;
  });
}

/** Parses a legal page (front matter: title, description, updated) with its placeholders filled. */
export function parseLegalDocument(
  name: string,
  source: string,
  values: Readonly<Record<string, string>>,
): LegalDocument {
  const file = `${name}.md`;
  const { data, body } = splitFrontMatter(fillPlaceholders(source, values));
  return {
    title: requireString(data, 'title', file),
    description: requireString(data, 'description', file),
    updated: requireString(data, 'updated', file),
    html: renderMarkdown(body),
  };
}
