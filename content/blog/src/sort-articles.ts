/** Newest first; articles of the same day keep a stable order by slug. */
export function sortNewestFirst<T extends { isoDate: string; slug: string }>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => b.isoDate.localeCompare(a.isoDate) || a.slug.localeCompare(b.slug));
}
