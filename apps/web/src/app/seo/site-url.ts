import { business } from '@horodoc/shared/business';

/** The picture social networks show for a shared link (1200×630, in `public/`). */
export const SHARE_IMAGE_PATH = '/og-image.png';
/** A square logo for search engines and structured data (512×512, in `public/`). */
export const LOGO_PATH = '/logo-512.png';

/**
 * An absolute URL on the public site, from `business.siteUrl`.
 * @example absoluteUrl('/blog') // 'https://horodoc.fr/blog'
 */
export function absoluteUrl(path: string): string {
  return new URL(path, business.siteUrl).href;
}
