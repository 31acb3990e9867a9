/**
 * The documented flows of the signed API through a client generated from its OpenAPI document alone, as an
 * integrator builds one: openapi-typescript's types (`src/openapi.generated.ts`, from `docs/openapi.json`) and
 * openapi-fetch, with no cast and no hand-written type. `npm run typecheck -w @horodoc/sdk` checks it (a document
 * that stops typing a flow breaks the build), and the official clients' test runs it against the product.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../src/openapi.generated';

export interface FlowOptions {
  baseUrl: string;
  apiKey: string;
  apiSecret: string;
  /** How long to wait for the anchoring before asking for the PDF and the proof. */
  timeoutMs: number;
}

/** Signs every request with version 2 of the signature, as the security schemes of the document say. */
function signing(apiKey: string, apiSecret: string): Middleware {
  return {
    async onRequest({ request }) {
      const timestamp = Date.now().toString();
      const body = new Uint8Array(await request.clone().arrayBuffer());
      const bodySha256 = createHash('sha256').update(body).digest('hex');
      const signed = `${request.method}${new URL(request.url).pathname}${timestamp}\n${bodySha256}`;
      request.headers.set('X-API-Key', apiKey);
      request.headers.set('X-Timestamp', timestamp);
      request.headers.set('X-Signature-Version', '2');
      request.headers.set('X-Signature', createHmac('sha256', apiSecret).update(signed).digest('hex'));
      return request;
    },
  };
}

/**
 * Balance, an upload by fingerprint and one streamed as multipart (tags as JSON text), a batch, a search, the
 * status until anchored, the proof and the PDF, usage, the CSV archive, the webhook secret, endpoints, keys,
 * and a refusal read as a problem. Resolves with what each step answered.
 */
export async function runDocumentedFlows(options: FlowOptions) {
  const client = createClient<paths>({ baseUrl: options.baseUrl });
  client.use(signing(options.apiKey, options.apiSecret));

  const balance = await client.GET('/pro/credits/balance');
  const fingerprint = createHash('sha256').update(randomUUID()).digest('hex');
  const byHash = await client.POST('/pro/certificates/upload', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: { file_hash: fingerprint, file_name: 'contrat.pdf', tags: ['flows'], metadata: { client: '42' } },
  });
  if (!byHash.data) throw new Error(`upload refused: ${byHash.error?.code}`);
  const certificateId = byHash.data.certificate_id;

  const byFile = await client.POST('/pro/certificates/upload', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: { file: `Contrat ${randomUUID()}`, file_name: 'contrat.txt', tags: JSON.stringify(['flows']) },
    bodySerializer(body) {
      const form = new FormData();
      for (const [name, value] of Object.entries(body)) {
        // Parts are texts, the file aside: a value that is not one goes as its JSON text, as the encoding says.
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        if (name === 'file') form.append(name, new Blob([text], { type: 'text/plain' }), 'contrat.txt');
        else form.append(name, text);
      }
      return form;
    },
  });

  const batch = await client.POST('/pro/certificates/batch', {
    params: { header: { 'Idempotency-Key': randomUUID() } },
    body: {
      documents: [{ file_hash: createHash('sha256').update(randomUUID()).digest('hex'), tags: ['flows'] }],
    },
  });
  const search = await client.GET('/pro/certificates', { params: { query: { tag: 'flows', limit: 10 } } });

  const path = { certificate_id: certificateId };
  const deadline = Date.now() + options.timeoutMs;
  let status = await client.GET('/pro/certificates/{certificate_id}/status', { params: { path } });
  while (status.data?.status === 'pending' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = await client.GET('/pro/certificates/{certificate_id}/status', { params: { path } });
  }
  const proof = await client.GET('/pro/certificates/{certificate_id}/proof', { params: { path } });
  const pdf = await client.GET('/pro/certificates/{certificate_id}/download', {
    params: { path },
    parseAs: 'arrayBuffer',
  });

  const usage = await client.GET('/pro/usage', {
    params: { query: { month: new Date().toISOString().slice(0, 7) } },
  });
  const archive = await client.GET('/pro/certificates/export.csv', { parseAs: 'text' });
  const secret = await client.GET('/pro/webhooks/secret');
  const endpoints = await client.GET('/pro/webhooks/endpoints');
  const deliveries = await client.GET('/pro/webhooks/deliveries', { params: { query: { limit: 5 } } });
  const keys = await client.GET('/pro/api-keys');
  const unknown = await client.GET('/pro/certificates/{certificate_id}/status', {
    params: { path: { certificate_id: randomUUID() } },
  });

  return {
    balance: balance.data?.credits_balance,
    upload: { certificateId, status: byHash.data.status, fileSize: byHash.data.file_size },
    streamed: byFile.data?.file_name,
    batch: batch.data?.certificates.map((certificate) => certificate.certificate_id),
    found: search.data?.certificates.map((certificate) => certificate.certificate_id),
    status: status.data?.status,
    proof: proof.data && { version: proof.data.version, fingerprint: proof.data.fingerprint },
    pdfBytes: pdf.data?.byteLength,
    month: usage.data?.month,
    archiveHeader: archive.data?.split('\r\n')[0],
    secretPrefix: secret.data?.webhook_secret.slice(0, 6),
    endpoints: endpoints.data?.endpoints.length,
    deliveries: deliveries.data?.deliveries.length,
    keys: keys.data?.keys.map((key) => key.key_id),
    refusal: unknown.error && { status: unknown.error.status, code: unknown.error.code },
  };
}

/** What the document refuses to type: each line below would be a bug if it compiled. */
export function refusedByTheDocument(client: ReturnType<typeof createClient<paths>>) {
  // @ts-expect-error An upload names its document or its fingerprint: an empty body is no upload.
  client.POST('/pro/certificates/upload', { body: {} });
  // @ts-expect-error As JSON, the fingerprint is required.
  client.POST('/pro/certificates/upload', { body: { file_name: 'contrat.pdf' } });
  // In multipart, tags are the JSON text the server parses, not an array.
  const tags = ['contrat'];
  // @ts-expect-error (see above)
  client.POST('/pro/certificates/upload', { body: { file: 'x', tags }, bodySerializer: () => '' });
  // @ts-expect-error A batch has documents.
  client.POST('/pro/certificates/batch', { body: {} });
  // @ts-expect-error A certificate's status needs its id.
  client.GET('/pro/certificates/{certificate_id}/status', { params: { path: {} } });
}
