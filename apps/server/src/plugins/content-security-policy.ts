import type { IncomingMessage } from 'node:http';
import { PUBLIC_RPC_URLS } from '@horodoc/shared/public-rpc';
import type { Config } from '../config';

export interface ContentSecurityPolicyOptions {
  /** The inline scripts the page at a URL may run, as `'sha256-…'` sources (none for other URLs). */
  scriptHashesFor: (url: string) => readonly string[];
  /** Where the pages' scripts may connect besides their own origin: {@link cspConnectSources}. */
  connectSources: readonly string[];
  /** Stripe's script and frames, when Stripe takes the payments. */
  stripe: boolean;
  /** Production serves HTTPS only: anything addressed in plain HTTP is upgraded. */
  production: boolean;
}

// Stripe.js and Elements, as Stripe's security guide lists them (card fields and bank verification frames).
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/**
 * The origins, besides the site's own, that the pages' scripts may fetch from (`connect-src`): Stripe's API
 * when Stripe takes the payments, and the chain nodes `/verify` reads itself: the one our own proofs name
 * (`publicRpcUrl`), and the well-known public node of each chain a proof file may come from.
 */
export function cspConnectSources(
  config: Config,
  publicRpcUrl: string | null,
  /** The Ethereum L1 node `/verify` reads a seal from (the embedded one may sit on another port). */
  l1PublicRpcUrl: string | null = null,
): string[] {
  const sources = new Set<string>();
  if (config.payments.kind === 'stripe') sources.add(STRIPE_API);
  if (publicRpcUrl) sources.add(new URL(publicRpcUrl).origin);
  if (l1PublicRpcUrl) sources.add(new URL(l1PublicRpcUrl).origin);
  for (const url of Object.values(PUBLIC_RPC_URLS)) {
    const origin = new URL(url).origin;
    // A visitor's own local node means nothing to the production site: only public nodes are reachable.
    if (config.env === 'production' && new URL(url).hostname === '127.0.0.1') continue;
    sources.add(origin);
  }
  return [...sources];
}

/**
 * The Content-Security-Policy of every answer. Scripts come from the site itself, or inline only when their
 * hash is one of the page's own (no 'unsafe-inline'); WebAssembly may compile (the file hasher); nothing may
 * frame the site.
 */
export function contentSecurityPolicyDirectives(options: ContentSecurityPolicyOptions) {
  const pageScripts = (request: IncomingMessage) => options.scriptHashesFor(request.url ?? '/').join(' ');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...(options.stripe ? STRIPE_SCRIPTS : []), pageScripts],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...options.connectSources],
    'worker-src': ["'self'"],
    'frame-src': options.stripe ? STRIPE_FRAMES : ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    ...(options.production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
