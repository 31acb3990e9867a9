import './zod-without-eval';
import type { ReactNode } from 'react';
import { Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { WebSessionProvider } from '../features/web-account/web-session';
import { common } from '../i18n/fr';
import './app.css';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { NotificationProvider } from './notifications/notification-context';

export const links = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

/** The shell around every screen: header, main content, footer, and the notification area. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="fr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1633" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-800 antialiased">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {common.skipToContent}
        </a>
        <NotificationProvider>
          <WebSessionProvider>
            <SiteHeader />
            <main id="main" className="pt-16">
              {children}
            </main>
            <SiteFooter />
          </WebSessionProvider>
        </NotificationProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return <div className="min-h-[60vh]" />;
}

export function ErrorBoundary() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="font-bold text-3xl text-slate-900">{common.errorTitle}</h1>
      <p className="mt-4 text-slate-600">{common.errorText}</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {common.backToHome}
      </Link>
    </section>
  );
}
