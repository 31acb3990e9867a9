import { describe, expect, it } from 'vitest';
import { DeferHydrationError, deferHydration, hydrationStrategy, isContentPage } from './defer-hydration';

const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>',
  '<body><h1>Titre</h1><script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'window.__reactRouterRouteModules = {};',
  'import("/assets/entry.client-2.js");</script><script>$RC("B:0","S:0")</script></body></html>',
].join('');

describe('deferHydration', () => {
  it('drops module preloads and parks the module script behind an interaction loader', () => {
    const html = deferHydration(PAGE, 'interaction');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html).toContain('<script type="text/plain" id="rr-hydrate">import "/assets/manifest-1.js";');
    expect(html).toMatch(/<\/script><script>\(function\(\)\{.*"pointerdown".*\}\)\(\)<\/script><script>\$RC/);
    expect(html).not.toContain('requestIdleCallback');
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(html).toContain('<h1>Titre</h1>');
  });

  it('also hydrates when the browser is idle with the idle strategy', () => {
    expect(deferHydration(PAGE, 'idle')).toContain('requestIdleCallback');
  });

  it('leaves the page untouched with the eager strategy', () => {
    expect(deferHydration(PAGE, 'eager')).toBe(PAGE);
  });

  it('fails loudly when React Router output is not what it expects', () => {
    expect(() => deferHydration('<html><body></body></html>', 'interaction')).toThrow(DeferHydrationError);
  });

  it('runs the parked script as a module when the loader fires', () => {
    const loader = /<script>(\(function\(\)\{.*?\}\)\(\))<\/script>/.exec(
      deferHydration(PAGE, 'interaction'),
    )?.[1];
    const listeners = new Map<string, () => void>();
    const appended: { type: string; textContent: string }[] = [];
    const fakeWindow = {
      addEventListener: (name: string, listener: () => void) => listeners.set(name, listener),
      removeEventListener: (name: string) => listeners.delete(name),
      document: {
        getElementById: () => ({ textContent: 'import("/assets/entry.client-2.js");' }),
        createElement: () => ({ type: '', textContent: '' }),
        body: { appendChild: (node: { type: string; textContent: string }) => appended.push(node) },
      },
    };
    new Function('addEventListener', 'removeEventListener', 'document', loader ?? '')(
      fakeWindow.addEventListener,
      fakeWindow.removeEventListener,
      fakeWindow.document,
    );
    expect([...listeners.keys()]).toContain('keydown');
    listeners.get('pointerdown')?.();
    expect(appended).toEqual([{ type: 'module', textContent: 'import("/assets/entry.client-2.js");' }]);
    expect(listeners.size).toBe(0);
  });
});

describe('isContentPage', () => {
  it.each([
    '/',
    '/blog',
    '/blog/comment-horodater-document',
    '/api-docs',
    '/legal-notice',
    '/legal/terms-of-service',
    '/terms',
    '/privacy',
  ])('defers %s', (path) => expect(isContentPage(path)).toBe(true));

  it.each(['/upload', '/verify', '/signup', '/credits'])(
    'hydrates the interactive screen %s at once',
    (path) => expect(isContentPage(path)).toBe(false),
  );
});

describe('hydrationStrategy', () => {
  it('defaults to interaction and refuses unknown values', () => {
    expect(hydrationStrategy(undefined)).toBe('interaction');
    expect(hydrationStrategy('eager')).toBe('eager');
    expect(() => hydrationStrategy('never')).toThrow(DeferHydrationError);
  });
});
