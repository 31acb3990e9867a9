/**
 * The labels an API client may put on each certificate at upload (single or batch), to find it again with
 * `GET /pro/certificates`: `tags` (a list of words) and flat `metadata` (text keys to text values), with
 * documented limits. They are the uploader's own: another account sending the same document never sees them.
 */
import { z } from 'zod';

export const LABEL_LIMITS = {
  tags: 10,
  tagLength: 64,
  metadataKeys: 20,
  metadataKeyLength: 40,
  metadataValueLength: 500,
} as const;

const L = LABEL_LIMITS;

/** One tag: 1 to 64 characters, without control characters. */
export const tagSchema = z
  .string()
  .trim()
  .min(1, 'une étiquette ne doit pas être vide')
  .max(L.tagLength, `une étiquette ne doit pas dépasser ${L.tagLength} caractères`)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'une étiquette ne doit pas contenir de caractère de contrôle');

export const tagsSchema = z
  .array(tagSchema)
  .max(L.tags, `${L.tags} étiquettes au plus par certificat`)
  .describe(`Jusqu’à ${L.tags} étiquettes de ${L.tagLength} caractères au plus.`);

/** A metadata key: 1 to 40 letters, digits, `_`, `-` or `.`. */
export const metadataKeySchema = z
  .string()
  .regex(
    new RegExp(`^[A-Za-z0-9_.-]{1,${L.metadataKeyLength}}$`),
    `une clé de metadata fait de 1 à ${L.metadataKeyLength} caractères parmi lettres, chiffres, _ . -`,
  );

export const metadataSchema = z
  .record(
    metadataKeySchema,
    z
      .string({ error: 'une valeur de metadata doit être un texte' })
      .max(
        L.metadataValueLength,
        `une valeur de metadata ne doit pas dépasser ${L.metadataValueLength} caractères`,
      ),
  )
  .refine((metadata) => Object.keys(metadata).length <= L.metadataKeys, {
    message: `${L.metadataKeys} clés de metadata au plus par certificat`,
  })
  .describe(
    `Paires clé/valeur à plat : ${L.metadataKeys} clés au plus (lettres, chiffres, _ . -, ${L.metadataKeyLength} caractères au plus), valeurs texte de ${L.metadataValueLength} caractères au plus.`,
  );
