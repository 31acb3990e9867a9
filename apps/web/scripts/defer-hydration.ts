/**
 * Content pages (home, blog, articles, legal pages, API docs) are complete HTML once prerendered: their
 * links, FAQ and menu work without JavaScript. So their hydration scripts wait for the visitor's first
 * interaction instead of loading with the page, which keeps the JavaScript shipped before interaction
 * near zero (see docs/site-performance.md). Interactive screens (upload, verify, signup, credits) and the
 * SPA fallback hydrate at once, unchanged.
 */

/** When a content page loads its hydration scripts. `eager` leaves React Router's output untouched. */
export type HydrationStrategy = 'interaction' | 'idle' | 'eager';

const INTERACTION_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'touchstart',
  'focusin',
  'scroll',
  'wheel',
];

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]*"\/>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">(?=[^<]*__reactRouterRouteModules)/g;

/** The inline loader: on the first interaction (or when idle), runs React Router's module script once. */
function loaderScript(strategy: Exclude<HydrationStrategy, 'eager'>): string {
  const idle =
    strategy === 'idle'
      ? "addEventListener('load',function(){(window.requestIdleCallback||setTimeout)(go)});"
      : '';
  return (
    '<script>(function(){var done=0,o={capture:true,passive:true},' +
    `e=${JSON.stringify(INTERACTION_EVENTS)};` +
    'function go(){if(done)return;done=1;e.forEach(function(n){removeEventListener(n,go,o)});' +
    "var d=document.getElementById('rr-hydrate'),s=document.createElement('script');" +
    "s.type='module';s.textContent=d.textContent;document.body.appendChild(s)}" +
    `e.forEach(function(n){addEventListener(n,go,o)});${idle}})()</script>`
  );
}

export class DeferHydrationError extends Error {
  override name = 'DeferHydrationError';
}

/**
 * Rewrites one prerendered page: drops the module preloads and parks React Router's module script
 * (as an inert `text/plain` script) behind the loader.
 * @throws DeferHydrationError when the page does not hold exactly one React Router module script, so a
 * change in React Router's output fails the build instead of shipping a page that never hydrates.
 */
export function deferHydration(html: string, strategy: HydrationStrategy): string {
  if (strategy === 'eager') return html;
  const scripts = html.match(HYDRATION_SCRIPT)?.length ?? 0;
  if (scripts !== 1)
    throw new DeferHydrationError(`expected one React Router module script, found ${scripts}`);
  const withoutPreloads = html.replace(MODULE_PRELOAD, '');
  const parked = withoutPreloads.replace(HYDRATION_SCRIPT, '<script type="text/plain" id="rr-hydrate">');
  const end = parked.indexOf('</script>', parked.indexOf('id="rr-hydrate"')) + '</script>'.length;
  return parked.slice(0, end) + loaderScript(strategy) + parked.slice(end);
}

/** Pages whose hydration may wait: everything public that works as plain HTML. */
export function isContentPage(path: string): boolean {
  return (
    path === '/' ||
    path === '/blog' ||
    path.startsWith('/blog/') ||
    path === '/api-docs' ||
    /^\/(legal\/)?(legal-notice|privacy-policy|terms-of-service)$/.test(path) ||
    path === '/terms' ||
    path === '/privacy'
  );
}

export function hydrationStrategy(value: string | undefined): HydrationStrategy {
  if (value === undefined || value === '') return 'interaction';
  if (value === 'interaction' || value === 'idle' || value === 'eager') return value;
  throw new DeferHydrationError(`WEB_HYDRATION must be interaction, idle or eager, not '${value}'`);
}
