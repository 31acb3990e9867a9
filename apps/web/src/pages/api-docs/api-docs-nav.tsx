import type { MouseEvent } from 'react';
import { apiDocs } from '../../i18n/fr';
import { API_NAV_SECTIONS, SCROLL_SPY_OFFSET_PX } from './api-sections';
import { useActiveSection } from './use-active-section';

const SECTION_IDS = API_NAV_SECTIONS.map((section) => section.id);

/** Sticky section links: plain anchors without JavaScript, smooth scrolling and scroll-spy with it. */
export function ApiDocsNav() {
  const active = useActiveSection(SECTION_IDS, SCROLL_SPY_OFFSET_PX);

  const scrollSmoothly = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    history.replaceState(history.state, '', `#${id}`);
  };

  return (
    <nav
      aria-label={apiDocs.sectionsLabel}
      className="sticky top-16 z-30 border-slate-200 border-b bg-white/95"
    >
      <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-2 py-2 sm:flex-nowrap sm:px-6 lg:px-8">
        {API_NAV_SECTIONS.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => scrollSmoothly(event, section.id)}
              aria-current={active === section.id ? 'true' : undefined}
              className="block whitespace-nowrap rounded-lg px-2.5 py-2 font-medium sm:px-3 text-slate-600 text-sm hover:bg-slate-100 hover:text-slate-900 aria-[current=true]:bg-brand-50 aria-[current=true]:text-brand-800"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
