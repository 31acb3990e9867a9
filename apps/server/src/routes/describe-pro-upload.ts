import { ACCEPTED_FILE_TYPES_TEXT, ACCEPTED_MEDIA_TYPES } from '@horodoc/shared/accepted-file-types';
import { proUploadFieldsSchema } from '@horodoc/shared/pro-api';
import { z } from 'zod';

type Schema = Record<string, unknown>;

/**
 * The body of `POST /pro/certificates/upload` in the OpenAPI document, from the zod schema of its fields: as JSON,
 * the fingerprint and its labels; as multipart, the document itself (or the fingerprint) beside the same fields,
 * each a text part, those that are not texts (tags, metadata…) as the JSON text the server parses, which the
 * `encoding` says. Either way an empty body is refused, as the server refuses it.
 */
export function describeUploadBody(example: Record<string, unknown>): Schema {
  const { $schema: _, ...fields } = z.toJSONSchema(proUploadFieldsSchema, { io: 'input' }) as Schema;
  const properties = (fields.properties ?? {}) as Record<string, Schema>;
  const textParts: Record<string, Schema> = {};
  const encoding: Record<string, { contentType: string }> = {
    file: { contentType: [...ACCEPTED_MEDIA_TYPES, 'application/octet-stream'].join(', ') },
  };
  for (const [name, schema] of Object.entries(properties)) {
    if (schema.type === 'string') {
      textParts[name] = schema;
      encoding[name] = { contentType: 'text/plain' };
      continue;
    }
    const { description, ...content } = schema;
    textParts[name] = {
      type: 'string',
      contentMediaType: 'application/json',
      contentSchema: content,
      description: `${description ? `${description} ` : ''}En multipart, son texte JSON : ${JSON.stringify(example[name])}.`,
      example: JSON.stringify(example[name]),
    };
    encoding[name] = { contentType: 'application/json' };
  }
  const { file_hash: fileHash, ...labels } = textParts;
  const file = {
    type: 'string',
    contentMediaType: 'application/octet-stream',
    description: `Le document, lu en flux et jamais conservé : ${ACCEPTED_FILE_TYPES_TEXT}, reconnu à son type de média, ou à son extension quand le type est générique (application/octet-stream). Tout autre type est refusé (415), sans débit.`,
  };
  // The document or its fingerprint, never both, never neither: two shapes a generator turns into a union.
  const multipart = {
    oneOf: [
      {
        title: 'Le document',
        type: 'object',
        properties: { file, ...labels },
        required: ['file'],
        additionalProperties: false,
      },
      {
        title: 'Son empreinte',
        type: 'object',
        properties: { file_hash: fileHash, ...labels },
        required: ['file_hash'],
        additionalProperties: false,
      },
    ],
  };
  const multipartExample = Object.fromEntries(
    Object.entries(example).map(([name, value]) => [
      name,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  );
  return {
    required: true,
    content: {
      'multipart/form-data': { schema: multipart, encoding, example: multipartExample },
      'application/json': {
        schema: { ...fields, required: ['file_hash'] },
        example,
      },
    },
  };
}
