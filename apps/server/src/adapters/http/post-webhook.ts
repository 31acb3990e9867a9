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
  timeoutMs: number;
}

type WebhookPostResult = { statusCode: number } | { error: string };

export type PostWebhook = (post: WebhookPost) => Promise<WebhookPostResult>;

/**
 * POSTs a webhook to a pinned address, with a timeout and without following redirects (a 3xx is an
 * answer like any other, not a new destination). The answer's body is drained, never read.
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
      timeout: post.timeoutMs,
      agent: false,
    });
    request.on('response', (response) => {
      response.resume();
      resolve({ statusCode: response.statusCode ?? 0 });
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${post.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ error: error.message }));
    request.end(post.body);
  });
