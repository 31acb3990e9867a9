import { createHash } from 'node:crypto';
import { isAcceptedFile } from '@horodoc/shared/accepted-file-types';
import { type ProUploadFields, proUploadFieldsSchema } from '@horodoc/shared/pro-api';
import { fileNameSchema } from '@horodoc/shared/web-api';
import type { FastifyRequest } from 'fastify';
import { AppError, invalidFields, refusal } from '../errors';
import { settleBodySignature } from '../plugins/request-signature';
import { refuseUnstorableText } from '../plugins/storable-text';

/**
 * What an upload asks to timestamp: the fingerprint, how the certificate names the document (a fingerprint
 * sent alone has only the name and size its client sent, if any), a webhook.
 */
export interface ProUpload {
  fileHash: string;
  fileName: string | null;
  fileSize: number | null;
  /** Whether anyone who verifies the document may see its name (else only the account's keys). */
  fileNamePublic: boolean;
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
  refuseBadBoundary(request.headers['content-type']);
  const { fields, file } = await readParts(request).catch((error: unknown) => {
    throw asMultipartRefusal(error);
  });
  // The whole body has streamed through the signature's hash: a version-2 signature is compared, and the
  // request claimed, before anything counts.
  await settleBodySignature(request);
  const parsed = parseLabelTexts(fields);
  refuseUnstorableText(parsed);
  if (file) refuseUnstorableText(file.name, 'file (filename)');
  return fromFields(parseFields(parsed), file);
}

async function readParts(request: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { hash: string; name: string; size: number } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      // A part sent as application/json (as the OpenAPI document's encoding describes tags and metadata) comes
      // parsed by the plugin: its JSON text again, so every field is read the one way below.
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || file) {
      part.file.resume();
      throw invalidFields(
        [{ name: part.fieldname, reason: 'un seul fichier est accepté, dans le champ file' }],
        'Un seul fichier est accepté, dans le champ file.',
      );
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
  return { fields, file };
}

const MALFORMED =
  'Corps multipart mal formé : chaque partie commence par --, suivi du boundary de l’en-tête Content-Type, et le corps se termine par --, le boundary, puis --.';

/** RFC 2046, section 5.1.1: a boundary has 1 to 70 characters, of a small set, not ending with a space. */
function refuseBadBoundary(contentType: string | undefined): void {
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const value = boundary?.[1] ?? boundary?.[2];
  if (value === undefined) {
    throw new AppError('invalid_request', 'Requête invalide.', {
      details: 'Content-Type : multipart/form-data sans paramètre boundary.',
    });
  }
  if (!/^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/.test(value)) {
    throw new AppError('invalid_request', 'Requête invalide.', {
      details: 'Content-Type : le boundary doit compter de 1 à 70 caractères (RFC 2046).',
    });
  }
}

/**
 * What reading the parts may throw, as a refusal: ours as they are, the multipart plugin's limits by their
 * status, and the parser's own failures (a missing or wrong boundary, a body cut short, garbage) as a 400.
 */
function asMultipartRefusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if ((error as { code?: unknown }).code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return new AppError('invalid_request', 'Requête invalide.', {
      details: 'Une partie envoyée en application/json n’est pas un JSON valide.',
      cause: error,
    });
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (status === 413) {
    return new AppError(
      'payload_too_large',
      'Trop de parties dans le corps multipart, ou une partie trop grande.',
      {
        details: 'Un fichier (champ file) et au plus 8 champs texte de 16 Kio chacun.',
        cause: error,
      },
    );
  }
  return new AppError('invalid_request', 'Requête invalide.', { details: MALFORMED, cause: error });
}

/**
 * Multipart fields are texts: `tags` and `metadata` come as JSON, `file_name_public` as `true` or `false`,
 * parsed here before the schema checks them.
 */
function parseLabelTexts(fields: Record<string, string>): Record<string, unknown> {
  const parsed: Record<string, unknown> = { ...fields };
  const fileNamePublic = fields.file_name_public?.trim();
  if (fileNamePublic === 'true' || fileNamePublic === 'false')
    parsed.file_name_public = fileNamePublic === 'true';
  for (const name of ['tags', 'metadata'] as const) {
    const text = fields[name];
    if (text === undefined) continue;
    try {
      parsed[name] = JSON.parse(text);
    } catch {
      const example = name === 'tags' ? '["contrat"]' : '{"client":"42"}';
      throw invalidFields([{ name, reason: `doit être un JSON valide (${example})` }]);
    }
  }
  return parsed;
}

function parseFields(raw: unknown): ProUploadFields {
  const parsed = proUploadFieldsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  throw invalidFields(
    parsed.error.issues.map((issue) => ({ name: issue.path.join('.') || 'requête', reason: issue.message })),
  );
}

function fromFields(
  fields: ProUploadFields,
  file: { hash: string; name: string; size: number } | undefined,
): ProUpload {
  if (file && fields.file_hash) {
    throw invalidFields([{ name: 'file_hash', reason: 'à omettre quand le fichier est envoyé' }], BOTH);
  }
  if (file) {
    // A part's own name that no certificate could print (empty, a path) leaves the document unnamed.
    const name = fileNameSchema.safeParse(fields.file_name ?? file.name);
    return {
      fileHash: file.hash,
      fileName: name.success ? name.data : null,
      fileSize: file.size,
      fileNamePublic: fields.file_name_public,
      webhookUrl: fields.webhook_url,
      tags: fields.tags,
      metadata: fields.metadata,
    };
  }
  if (!fields.file_hash) {
    throw invalidFields(
      [{ name: 'file_hash', reason: 'requis quand le fichier (champ file) n’est pas envoyé' }],
      MISSING,
    );
  }
  return {
    fileHash: fields.file_hash,
    fileName: fields.file_name ?? null,
    fileSize: fields.file_size ?? null,
    fileNamePublic: fields.file_name_public,
    webhookUrl: fields.webhook_url,
    tags: fields.tags,
    metadata: fields.metadata,
  };
}
