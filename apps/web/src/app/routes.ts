import { index, type RouteConfig, route } from '@react-router/dev/routes';

const legal = '../pages/legal/legal-route.tsx';

/**
 * Every screen of the spec (section 2); each route is its own lazily loaded chunk. Route modules live in
 * `src/pages/`, outside the app directory, where React Router's typegen does not reach: they type their
 * data with `MetaArgs<typeof loader>` and `useLoaderData<typeof loader>()` instead of `./+types/...`.
 */
export default [
  index('../pages/home/home-route.tsx'),
  route('upload', '../pages/upload/upload-route.tsx'),
  route('verify', '../pages/verify/verify-route.tsx'),
  route('blog', '../pages/blog/blog-route.tsx'),
  route('blog/:slug', '../pages/blog/article-route.tsx'),
  route('api-docs', '../pages/api-docs/api-docs-route.tsx'),
  route('signup', '../pages/signup/signup-route.tsx'),
  route('credits', '../pages/credits/credits-route.tsx'),
  route('login', '../pages/sign-in/login-route.tsx'),
  route('register', '../pages/sign-in/register-route.tsx'),
  route('forgot-password', '../pages/sign-in/forgot-password-route.tsx'),
  route('reset-password', '../pages/sign-in/reset-password-route.tsx'),
  route('account', '../pages/account/account-layout-route.tsx', [
    index('../pages/account/dashboard-route.tsx'),
    route('plan', '../pages/account/plan-route.tsx'),
    route('invoices', '../pages/account/invoices-route.tsx'),
    route('activities', '../pages/account/activities-route.tsx'),
  ]),
  // The legal pages answer at two addresses each (spec), plus the short /terms and /privacy links.
  route('legal-notice', legal, { id: 'legal-notice' }),
  route('privacy-policy', legal, { id: 'privacy-policy' }),
  route('terms-of-service', legal, { id: 'terms-of-service' }),
  route('legal/legal-notice', legal, { id: 'legal/legal-notice' }),
  route('legal/privacy-policy', legal, { id: 'legal/privacy-policy' }),
  route('legal/terms-of-service', legal, { id: 'legal/terms-of-service' }),
  route('terms', legal, { id: 'terms' }),
  route('privacy', legal, { id: 'privacy' }),
  // Any other address leads home (the server redirects too; this covers in-app navigation).
  route('*', './redirect-home-route.tsx'),
] satisfies RouteConfig;
