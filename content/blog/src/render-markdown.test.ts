import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders headings with linkable ids, lists, emphasis and tables', () => {
    const html = renderMarkdown(
      '## Vérifier plus tard : trois méthodes\n\n- **un** *deux*\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(html).toContain(
      '<h2 id="verifier-plus-tard-trois-methodes">Vérifier plus tard\u00a0: trois méthodes</h2>',
    );
    expect(html).toContain('<li><strong>un</strong> <em>deux</em></li>');
    expect(html).toContain('<td>1</td>');
  });

  it('uses French no-break spaces in text but not in code', () => {
    expect(renderMarkdown('Prix : 1 € `a : b`')).toBe('<p>Prix\u00a0: 1\u00a0€ <code>a : b</code></p>\n');
  });

  it('gives repeated headings distinct ids', () => {
    const html = renderMarkdown('## Limites\n\n## Limites\n');
    expect(html).toContain('id="limites"');
    expect(html).toContain('id="limites-2"');
  });

  it('never lets a script element reach the HTML', () => {
    const html = renderMarkdown(
      'Texte\n\n<script>alert(1)</script>\n\n<p>après<script src="x.js"></script></p>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('alert(1)');
    expect(html).toContain('après');
  });

  it('never lets an event handler attribute reach the HTML', () => {
    const html = renderMarkdown(
      '<img src="x" onerror="alert(1)">\n\n<a href="/blog" onclick="steal()">lien</a>\n\n<div onmouseover="x()">survol</div>',
    );
    expect(html).not.toMatch(/onerror|onclick|onmouseover/i);
    expect(html).not.toContain('<img');
    expect(html).toContain('<a href="/blog">lien</a>');
  });

  it('drops javascript: and data: links but keeps web, site and mail links', () => {
    const html = renderMarkdown(
      '[a](javascript:alert(1)) [b](data:text/html,x) [c](/verify) [d](mailto:support@horodoc.fr) [e](https://basescan.org)',
    );
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).toContain('<a href="/verify">c</a>');
    expect(html).toContain('<a href="mailto:support@horodoc.fr">d</a>');
    expect(html).toContain('<a href="https://basescan.org" rel="noopener noreferrer">e</a>');
  });

  it('drops iframes, styles and inline style attributes', () => {
    const html = renderMarkdown(
      '<iframe src="https://x"></iframe>\n\n<style>body{}</style>\n\n<p style="color:red">t</p>',
    );
    expect(html).not.toMatch(/iframe|<style|style=/i);
  });
});
