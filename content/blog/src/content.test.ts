import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseLegalDocument } from './legal-document';
import { readArticles } from './read-articles';

/** The published articles and legal pages themselves, checked against the spec. */
describe('the articles of content/blog', () => {
  const articles = readArticles();

  it('are the eleven articles of the spec', () => {
    expect(articles.map((a) => a.slug).sort()).toEqual(
      [
        'protection-droits-auteur-blockchain',
        'immobilier-eviter-litiges-etat-lieux',
        'btp-remplacer-huissier-chantiers',
        'assurances-prouver-etat-biens',
        'artisans-securiser-devis-travaux',
        'ecommerce-garantir-expeditions',
        'comment-horodater-document',
        'preuve-antecedence-blockchain',
        'alternative-huissier-numerique',
        'protection-propriete-intellectuelle-blockchain',
        'education-horodatage-travaux-etudiants',
      ].sort(),
    );
  });

  it('each take 3 to 8 minutes to read', () => {
    for (const article of articles) {
      expect(article.readTime, article.slug).toBeGreaterThanOrEqual(3);
      expect(article.readTime, article.slug).toBeLessThanOrEqual(8);
    }
  });

  it('include the education article dated 8 Août 2025, 7 minutes, the newest', () => {
    const education = articles.find((a) => a.slug === 'education-horodatage-travaux-etudiants');
    expect(education).toMatchObject({ date: '8 Août 2025', isoDate: '2025-08-08', readTime: 7 });
    expect(articles[0]?.slug).toBe('education-horodatage-travaux-etudiants');
  });

  it('contain no script or event handler once rendered', () => {
    for (const article of articles) expect(article.html, article.slug).not.toMatch(/<script|\son\w+=/i);
  });
});

describe('the legal pages of content/legal', () => {
  const dir = fileURLToPath(new URL('../../legal/', import.meta.url));
  const values = new Proxy({}, { get: (_, name) => `[${String(name)}]` }) as Record<string, string>;

  it('parse with every placeholder filled and dated 15 janvier 2025', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.md'));
    expect(files.sort()).toEqual(['legal-notice.md', 'privacy-policy.md', 'terms-of-service.md']);
    for (const file of files) {
      const doc = parseLegalDocument(file, readFileSync(`${dir}${file}`, 'utf8'), values);
      expect(doc.updated).toBe('15 janvier 2025');
      expect(doc.html).not.toContain('{{');
    }
  });
});
