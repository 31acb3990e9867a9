import { ERROR_STATUS } from '@horodoc/shared/error-codes';
import { PRO_ERROR_CODES, problemType } from '@horodoc/shared/problem';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorCodesList } from './error-codes-list';

describe('the list of error codes on /api-docs', () => {
  const html = renderToString(<ErrorCodesList />);

  it.each(PRO_ERROR_CODES)('gives %s a section of its own, where its problem type leads', (code) => {
    const fragment = new URL(problemType(code)).hash.slice(1);
    const section = new RegExp(`<section id="${fragment}"[^>]*>(.*?)</section>`).exec(html)?.[1] ?? '';
    expect(section).toContain(`>${code}</code>`);
    expect(section).toContain(String(ERROR_STATUS[code]));
    expect(new URL(problemType(code)).pathname).toBe('/api-docs');
  });

  it('lists each code once', () => {
    expect(html.match(/<section id="error-/g)).toHaveLength(PRO_ERROR_CODES.length);
  });
});
