/**
 * Loaded into the server the idle benchmark starts (`node --import tsx --import this`): counts what the
 * process asks of the chain node, at the transport, so nothing of the product is changed to be measured.
 * HTTP requests by origin (viem's transport and the chain saver use `fetch`), and over WebSocket the
 * requests sent and the subscription messages received (viem takes `globalThis.WebSocket` when there is
 * one). On SIGUSR2 the counts so far are written as JSON to HORODOC_BENCH_CALLS_FILE.
 */
import { writeFileSync } from 'node:fs';
import { WebSocket as NodeWebSocket } from 'ws';

const http = new Map<string, number>();
const webSocket = { requests: 0, subscriptionMessages: 0, otherMessages: 0 };

const originalFetch = globalThis.fetch;
globalThis.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const origin = URL.canParse(url) ? new URL(url).origin : url;
  http.set(origin, (http.get(origin) ?? 0) + 1);
  return originalFetch(input, init);
};

class CountedWebSocket extends NodeWebSocket {
  constructor(...args: ConstructorParameters<typeof NodeWebSocket>) {
    super(...args);
    this.on('message', (data) => {
      // A notification carries no id; an answer to our own request is not a second call.
      if (String(data).includes('"eth_subscription"')) webSocket.subscriptionMessages += 1;
      else webSocket.otherMessages += 1;
    });
    const send = this.send.bind(this) as (...args: unknown[]) => void;
    this.send = ((...args: unknown[]) => {
      webSocket.requests += 1;
      send(...args);
    }) as NodeWebSocket['send'];
  }
}
(globalThis as { WebSocket?: unknown }).WebSocket = CountedWebSocket;

process.on('SIGUSR2', () => {
  const file = process.env.HORODOC_BENCH_CALLS_FILE;
  if (file) writeFileSync(file, JSON.stringify({ http: Object.fromEntries(http), webSocket }));
});
