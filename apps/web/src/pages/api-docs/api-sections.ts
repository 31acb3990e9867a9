import { apiDocs } from '../../i18n/fr';

/** The sections the navigation bar points to, in page order. */
export const API_NAV_SECTIONS = [
  { id: 'overview', label: apiDocs.sections.overview },
  { id: 'authentication', label: apiDocs.sections.authentication },
  { id: 'endpoints', label: apiDocs.sections.endpoints },
  { id: 'errors', label: apiDocs.sections.errors },
] as const;

/** How far below the top of the window a section counts as the one being read (spec: 100 px). */
export const SCROLL_SPY_OFFSET_PX = 100;
