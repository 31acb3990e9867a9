import { proUploadResponseSchema } from '@horodoc/shared/pro-api';
import { proBatchResponseSchema } from '@horodoc/shared/pro-batch-api';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { compiledSerializer, flatJsonSerializer } from './compiled-serializer';

const route = { method: 'POST', url: '/pro/test', httpStatus: '200' };

/** Both serializers of one schema: the zod type provider's, and the compiled one. */
function both(schema: typeof proUploadResponseSchema | typeof proBatchResponseSchema) {
  return {
    zod: serializerCompiler({ schema, ...route }),
    compiled: compiledSerializer({ schema, ...route }),
  };
}

const certificateId = '3f0c2a9e-5b1d-4c8e-9f2a-7d6e5c4b3a21';
const fileHash = `0x${'ab'.repeat(32)}`;

const batchAnswer = {
  success: true,
  batch_id: certificateId,
  certificates: [
    {
      certificate_id: certificateId,
      file_hash: fileHash,
      file_name: 'a.pdf',
      status: 'pending',
      credits_used: 1,
    },
    {
      certificate_id: certificateId,
      file_hash: fileHash,
      file_name: 'facture « mars » \u2028 "v2".pdf',
      status: 'completed',
      credits_used: 0,
    },
  ],
  documents: 2,
  created: 1,
  existing: 1,
  credits_used: 1,
  credits_remaining: 0,
};

describe('the compiled serializer', () => {
  it('writes an upload answer exactly as the zod serializer does, in the schema’s key order', () => {
    const { zod, compiled } = both(proUploadResponseSchema);
    // Keys in another order than the schema's: both follow the schema.
    const answer = {
      credits_remaining: 41,
      status: 'pending',
      success: true,
      certificate_id: certificateId,
      file_hash: fileHash,
      file_name: 'facture « mars » \u2028 "v2".pdf',
      file_size: 1_048_576,
      credits_used: 1,
    };
    expect(compiled(answer)).toBe(zod(answer));
    expect(Object.keys(JSON.parse(compiled(answer)))[0]).toBe('success');
  });

  it('writes a batch answer exactly as the zod serializer does, and drops what the schema does not name', () => {
    const { zod, compiled } = both(proBatchResponseSchema);
    const extra = { ...batchAnswer.certificates[1], extra: 'not in the schema' };
    const answer = { ...batchAnswer, certificates: [batchAnswer.certificates[0], extra] };
    expect(compiled(answer)).toBe(zod(answer));
    expect(compiled(answer)).not.toContain('extra');
  });
});

describe('the flat serializer of the batch route', () => {
  it('writes the answer as the zod serializer does, when the handler writes the keys in the schema’s order', () => {
    const zod = serializerCompiler({ schema: proBatchResponseSchema, ...route });
    expect(flatJsonSerializer()(batchAnswer)).toBe(zod(batchAnswer));
  });
});
