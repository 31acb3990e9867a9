import { describe, expect, it } from 'vitest';
import { legalDocumentAt } from './legal-pages';

describe('legalDocumentAt', () => {
  it.each([
    ['/legal-notice', 'legal-notice'],
    ['/legal/legal-notice', 'legal-notice'],
    ['/privacy-policy', 'privacy-policy'],
    ['/legal/privacy-policy/', 'privacy-policy'],
    ['/privacy', 'privacy-policy'],
    ['/terms-of-service', 'terms-of-service'],
    ['/legal/terms-of-service', 'terms-of-service'],
    ['/terms', 'terms-of-service'],
  ])('shows %s as %s', (path, name) => {
    expect(legalDocumentAt(path)).toBe(name);
  });

  it('knows no other address', () => {
    expect(legalDocumentAt('/legal/other')).toBeNull();
    expect(legalDocumentAt('/')).toBeNull();
  });
});
