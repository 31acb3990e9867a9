import { createHash } from 'node:crypto';
import { isAcceptedFile } from '@horodoc/shared/accepted-file-types';
import { type ProUploadFields, proUploadFieldsSchema } from '@horodoc/shared/pro-api';
import { fileNameSchema } from '@horodoc/shared/web-api';
import type { FastifyRequest } from 'fastify';
import { AppError, refusal } from '../errors';
import { settleBodySignature } from '../plugins/request-signature';

/**
 * What an upload asks to timestamp: the fingerprint, how the certificate names the document (a fingerprint
 * sent alone has only the name and size its client sent, if any), a webhook.
 */
export interface ProUpload {
  fileHash: string;
  fileName: string | null;
  fileSize: number | null;
  webhookUrl?: string;
  tags?: string[];
  metadata?: Record<string, string>;
}

const MISSING = 'Envoyez le document (champ file) ou son empreinte SHA-256 (champ file_hash).';
const BOTH = 'Envoyez soit le fichier (champ file), soit son empreinte (champ file_hash), pas les deux.';

/**
 * Reads an upload, multipart or JSON. A file is streamed through SHA-256 and dropped as it arrives: nothing
 * of the document is kept, in memory or on disk, whatever its size.
 */
export async function readProUpload(request: FastifyRequest): Promise<ProUpload> {
  if (!request.isMultipart()) return fromFields(parseFields(request.body ?? {}), undefined);
  const fields: Record<string, string> = {};
  let file: { hash: string; name: string; size: number } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    if (part.fieldname !== 'file' || file) {
      part.file.resume();
      throw new AppError('invalid_request', 'Un seul fichier est accepté, dans le champ file.');
    }
    // Refused before a byte of it is hashed, so before anything is written or debited.
    if (!isAcceptedFile({ name: part.filename ?? '', type: part.mimetype ?? '' })) {
      part.file.resume();
      throw refusal('file_type_refused');
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
    file = { hash: `0x${hash.digest('hex')}`, name: part.filename, size };
  }
  // The whole body has streamed through a version-2 signature's hash: it is compared before anything counts.
  await settleBodySignature(request);
  return fromFields(parseFields(parseLabelTexts(fields)), file);
}

/** Multipart fields are texts: `tags` and `metadata` come as JSON, parsed here before the schema checks them. */
function parseLabelTexts(fields: Record<string, string>): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...fields };
  for (const name of ['tags', 'metadata'] as const) {
    const text = fields[name];
    if (text === undefined) continue;
    try {
      parsed[name] = JSON.parse(text);
    } catch {
      throw new AppError('invalid_request', 'Requête invalide.', {
        details: `${name} : doit être un JSON valide (${name === 'tags' ? '["contrat"]' : '{"client":"42"}'})`,
      });
    }
  }
  return parsed;
}

function parseFields(raw: unknown): ProUploadFields {
  const parsed = proUploadFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || 'requête'} : ${issue.message}`)
    .join(' ; ');
  throw new AppError('invalid_request', 'Requête invalide.', { details });
}

function fromFields(
  fields: ProUploadFields,
  file: { hash: string; name: string; size: number } | undefined,
): ProUpload {
  if (file && fields.file_hash) throw new AppError('invalid_request', BOTH);
  if (file) {
    // A part's own name that no certificate could print (empty, a path) leaves the document unnamed.
    const name = fileNameSchema.safeParse(fields.file_name ?? file.name);
    return {
      fileHash: file.hash,
      fileName: name.success ? name.data : null,
      fileSize: file.size,
      webhookUrl: fields.webhook_url,
      tags: fields.tags,
      metadata: fields.metadata,
    };
  }
  if (!fields.file_hash) throw new AppError('invalid_request', MISSING);
  return {
    fileHash: fields.file_hash,
    fileName: fields.file_name ?? null,
    fileSize: fields.file_size ?? null,
    webhookUrl: fields.webhook_url,
    tags: fields.tags,
    metadata: fields.metadata,
  };
}
