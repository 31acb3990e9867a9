import { PASSWORD_RESET_PATH } from '@horodoc/shared/password-reset-link';

/** Every public address of the site, so links never drift from the routes of `routes.ts`. */
export const paths = {
  home: '/',
  upload: '/upload',
  verify: '/verify',
  blog: '/blog',
  article: (slug: string) => `/blog/${slug}`,
  apiDocs: '/api-docs',
  signup: '/signup',
  credits: '/credits',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: PASSWORD_RESET_PATH,
  account: '/account',
  accountPlan: '/account/plan',
  accountInvoices: '/account/invoices',
  accountActivities: '/account/activities',
  legalNotice: '/legal-notice',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  howItWorks: '/#how-it-works',
  useCases: '/#use-cases',
  pricing: '/#pricing',
  faq: '/#faq',
} as const;

/** The ids of the home sections the header links to. */
export const homeSections = {
  howItWorks: 'how-it-works',
  useCases: 'use-cases',
  pricing: 'pricing',
  faq: 'faq',
  verification: 'verification',
} as const;
