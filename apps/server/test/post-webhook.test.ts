import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook } from '../src/adapters/http/post-webhook';
import {
  type HostileReceiver,
  startSilentReceiver,
  startTricklingReceiver,
} from './support/hostile-receivers';
import { startWebhookReceiver } from './support/webhook-receiver';

/** A POST of a small body to `url`, connected to 127.0.0.1. */
const postTo = (url: string, timeoutMs: number) =>
  postWebhook({ url: new URL(url), address: '127.0.0.1', family: 4, headers: {}, body: '{}', timeoutMs });

describe('postWebhook', () => {
  let silent: HostileReceiver;
  let trickling: HostileReceiver;
  let healthy: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    silent = await startSilentReceiver();
    trickling = await startTricklingReceiver(20);
    healthy = await startWebhookReceiver(() => 204);
  });
  afterAll(() => {
    silent?.close();
    trickling?.close();
    healthy?.close();
  });

  it('ends a try that gets no answer at its deadline', async () => {
    expect(await postTo(silent.url, 200)).toEqual({
      error: 'pas de réponse complète en 200 ms',
      timedOut: true,
    });
  });

  it('ends a try whose receiver trickles its status line at its deadline, however often bytes come', async () => {
    // A byte every 20 ms: an idle timeout of 200 ms would never fire.
    expect(await postTo(trickling.url, 200)).toEqual({
      error: 'pas de réponse complète en 200 ms',
      timedOut: true,
    });
  });

  it('reports a refused connection as no answer, not a timeout', async () => {
    expect(await postTo('http://127.0.0.1:9/hooks', 5000)).toMatchObject({ timedOut: false });
  });

  it('returns the status of a receiver that answers', async () => {
    expect(await postTo(healthy.url, 5000)).toEqual({ statusCode: 204 });
  });
});
