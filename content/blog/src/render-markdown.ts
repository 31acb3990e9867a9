import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { frenchSpacing } from './french-typography';
import { slugify } from './slugify';

/**
 * What an article or legal page may contain once rendered: text structure, links and tables. Anything
 * else (scripts, event handlers, iframes, images, styles, `javascript:` links) is dropped, so a mistake
 * or a hostile edit in a Markdown file cannot run code on the site.
 */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'sup',
    'sub',
    'a',
    'blockquote',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    h2: ['id'],
    h3: ['id'],
    h4: ['id'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
};

/** A Marked instance whose headings carry an id, so sections can be linked to (`#verifier-plus-tard`). */
function createMarked(): Marked {
  const usedIds = new Map<string, number>();
  return new Marked({
    gfm: true,
    // Plain text only: code spans and link targets keep their exact characters.
    walkTokens(token) {
      if (token.type === 'text' && !('tokens' in token && token.tokens?.length))
        token.text = frenchSpacing(token.text);
    },
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const html = this.parser.parseInline(tokens);
        const base = slugify(html.replace(/<[^>]*>/g, '')) || 'section';
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        return `<h${depth} id="${id}">${html}</h${depth}>\n`;
      },
    },
  });
}

/**
 * Renders Markdown to sanitized HTML, safe to insert into a page as is.
 * @example renderMarkdown('## Titre\n\nTexte <script>x()</script>') // '<h2 id="titre">Titre</h2>\n<p>Texte </p>\n'
 */
export function renderMarkdown(markdown: string): string {
  const html = createMarked().parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}
