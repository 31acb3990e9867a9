import { describe, expect, it } from 'vitest';
import { batchRequestSha256 } from './batch-request-sha256';

const document = { fileHash: `0x${'ab'.repeat(32)}`, fileName: 'bail.pdf', fileSize: 12 };
const request = {
  mode: 'live' as const,
  documents: [{ ...document, tags: ['lot'], metadata: { client: '42', dossier: '7' } }],
  webhookUrl: 'https://example.com/hook',
};

describe('batchRequestSha256', () => {
  it('is the same for the same request whatever the order of its metadata keys', () => {
    const reordered = {
      ...request,
      documents: [{ ...document, tags: ['lot'], metadata: { dossier: '7', client: '42' } }],
    };
    expect(batchRequestSha256(reordered)).toBe(batchRequestSha256(request));
  });

  it('takes absent labels for empty ones', () => {
    expect(batchRequestSha256({ mode: 'live', documents: [document] })).toBe(
      batchRequestSha256({ mode: 'live', documents: [{ ...document, tags: [], metadata: {} }] }),
    );
  });

  it.each([
    ['the mode', { ...request, mode: 'test' as const }],
    ['the webhook URL', { ...request, webhookUrl: undefined }],
    ['a file name', { ...request, documents: [{ ...request.documents[0], fileName: 'autre.pdf' }] }],
    ['a tag', { ...request, documents: [{ ...request.documents[0], tags: ['autre'] }] }],
  ])('differs when %s differs', (_, other) => {
    expect(batchRequestSha256(other as typeof request)).not.toBe(batchRequestSha256(request));
  });

  it('differs when the documents come in another order', () => {
    const other = { ...document, fileHash: `0x${'cd'.repeat(32)}` };
    expect(batchRequestSha256({ mode: 'live', documents: [document, other] })).not.toBe(
      batchRequestSha256({ mode: 'live', documents: [other, document] }),
    );
  });
});
