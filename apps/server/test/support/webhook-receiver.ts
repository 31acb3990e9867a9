import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkEventAgainstDocument } from './documented-answers';

export interface ReceivedWebhook {
  /** The path it was sent to. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The status it was answered with; null when left unanswered. */
  status: number | null;
  /** When its body had all arrived (epoch milliseconds). */
  receivedAt: number;
}

/**
 * A local receiver, as an integrator runs one: it keeps what it is sent (each event held to the OpenAPI
 * document's `webhooks`), and answers each request with the status `answer` gives for its path (200 unless
 * told), or leaves it unanswered when that is null.
 */
export async function startWebhookReceiver(answer: (path: string) => number | null = () => 200) {
  const received: ReceivedWebhook[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.url ?? '';
      const status = answer(path);
      received.push({ url: path, headers: request.headers, body, status, receivedAt: Date.now() });
      checkEventAgainstDocument(body);
      if (status !== null) response.writeHead(status).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const close = () => {
    server.closeAllConnections();
    server.close();
  };
  return { origin, url: `${origin}/hooks`, received, close };
}
