/**
 * A URL fragment from French text: accents dropped, lower case, words joined by hyphens.
 * @example slugify('Vérifier plus tard : trois méthodes') // 'verifier-plus-tard-trois-methodes'
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
