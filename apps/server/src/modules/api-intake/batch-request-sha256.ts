import { createHash } from 'node:crypto';
import type { ApiMode } from '../../adapters/db/schema/api-mode';
import type { IntakeDocument } from './api-certificate-repository';

/**
 * The SHA-256 (hex) of a batch request as the server understands it, which a retry with the same
 * Idempotency-Key must match: the mode of the key that signs it, the documents in order (defaults applied,
 * metadata keys sorted) and the webhook URL. The raw body would tell apart two requests that ask the same
 * thing (spacing, key order), and a key's use in test mode is never the live mode's to replay.
 */
export function batchRequestSha256(request: {
  mode: ApiMode;
  documents: readonly IntakeDocument[];
  webhookUrl?: string;
}): string {
  const canonical = JSON.stringify([
    request.mode,
    request.webhookUrl ?? null,
    request.documents.map((document) => [
      document.fileHash,
      document.fileName,
      document.fileSize,
      document.tags ?? [],
      Object.entries(document.metadata ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
    ]),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}
