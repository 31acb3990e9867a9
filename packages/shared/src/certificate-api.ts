/**
 * The shared client's certificate calls (spec, section 7): `generate-certificate.php?id=…&format=json`
 * and `verify-certificate.php?id=…`. A certificate id is a random UUID, so knowing it is the permission,
 * as for the PDF link it stands beside.
 */
import { z } from 'zod';
import { webCertificateSchema } from './web-api';

export const generateCertificateQuerySchema = z.strictObject({
  id: z.uuid('id doit être un identifiant de certificat (UUID)'),
  /** json: the certificate's fields; pdf: the certificate itself. */
  format: z.enum(['json', 'pdf']).default('json'),
});

export const generateCertificateResponseSchema = z.object({
  success: z.literal(true),
  certificate: webCertificateSchema,
});

export const verifyCertificateQuerySchema = z.strictObject({
  id: z.uuid('id doit être un identifiant de certificat (UUID)'),
});
