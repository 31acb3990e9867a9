/**
 * HTML produced at build time by `@horodoc/blog` (Markdown rendered, then sanitized: no script, no event
 * handler, only http(s), mailto and site links). The one place the site inserts raw HTML from content.
 */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitized by @horodoc/blog's renderMarkdown
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
