import { readFile } from 'node:fs/promises';
import { localTsaFiles } from '../../adapters/tsa/local-tsa-files';
import type { Config } from '../../config';

/** The roots verifiers should trust for this service's tokens, and whether they are a qualified authority's. */
export interface TsaTrustAnchors {
  /** The root certificates, PEM. */
  pem: string;
  qualified: boolean;
}

/**
 * The time-stamping authority's roots as configured: `TSA_ROOT_CERTIFICATES` for an outside authority (then
 * qualified when `TSA_QUALIFIED=true`), the local authority's own root in embedded mode (never qualified).
 * @returns null when the service time-stamps nothing or names no roots, or the file cannot be read yet.
 */
export async function readTsaTrustAnchors(options: {
  timestamping: Config['timestamping'];
  dataDir: string;
}): Promise<TsaTrustAnchors | null> {
  const settings = options.timestamping;
  const path =
    settings.kind === 'embedded'
      ? localTsaFiles(options.dataDir).caCertificatePath
      : settings.kind === 'remote'
        ? settings.rootCertificatesPath
        : null;
  if (!path) return null;
  const pem = await readFile(path, 'utf8').catch(() => null);
  if (!pem?.includes('-----BEGIN CERTIFICATE-----')) return null;
  return { pem, qualified: settings.kind === 'remote' && settings.qualified };
}
