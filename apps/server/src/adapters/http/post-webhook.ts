import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

interface WebhookPost {
  url: URL;
  /** The address already checked: the connection goes there, whatever the name resolves to now. */
  address: string;
  family: number;
  headers: Record<string, string>;
  body: string;
  /** The whole try's budget: connection, TLS, the body sent and the answer's status line and headers. */
  timeoutMs: number;
}

/** The answer's status, or why none came back: no connection, a reset, or the deadline (`timedOut`). */
type WebhookPostResult = { statusCode: number } | { error: string; timedOut: boolean };

export type PostWebhook = (post: WebhookPost) => Promise<WebhookPostResult>;

/**
 * POSTs a webhook to a pinned address without following redirects (a 3xx is an answer like any other, not a
 * new destination). One deadline covers the whole exchange, however slowly the receiver trickles its bytes:
 * an idle timeout alone would be reset by each of them. The answer's body is drained until the same
 * deadline, never read; the connection is not kept.
 */
export const postWebhook: PostWebhook = (post) =>
  new Promise((resolve) => {
    const pinned: LookupFunction = (_host, options, callback) => {
      if (typeof options === 'object' && options.all) {
        (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
          { address: post.address, family: post.family },
        ]);
      } else callback(null, post.address, post.family);
    };
    const request = (post.url.protocol === 'https:' ? https : http).request(post.url, {
      method: 'POST',
      headers: { ...post.headers, 'content-length': Buffer.byteLength(post.body).toString() },
      lookup: pinned,
      agent: false,
    });
    let timedOut = false;
    const deadline = setTimeout(() => {
      timedOut = true;
      request.destroy(new Error(`pas de réponse complète en ${post.timeoutMs} ms`));
    }, post.timeoutMs);
    request.on('close', () => clearTimeout(deadline));
    request.on('response', (response) => {
      // The deadline may still cut the body: that is no failure once the status is known.
      response.on('error', () => {});
      response.resume();
      resolve({ statusCode: response.statusCode ?? 0 });
    });
    request.on('error', (error) => resolve({ error: error.message, timedOut }));
    request.end(post.body);
  });
