import type { Config } from '../../config';
import type { Clock } from '../clock/clock';
import { createLocalTimeStamper } from '../tsa/local-time-stamper';
import { loadLocalTsaSigner } from '../tsa/local-tsa-keys';
import { createTimeStamper, type TimeStamper } from '../tsa/request-timestamp';
import { createPdfSigner, type PdfSigner } from './pdf-signer';
import { loadLocalPdfSigningKeys, readPdfSigningKeys } from './pdf-signing-keys';

/**
 * The certificate PDFs' signer of a configuration: its key (configured, or the local one), time-stamped by the
 * same authority as the batch roots (`TSA_URL`, or the local TSA's keys asked in-process).
 */
export function createConfigPdfSigner(
  config: Pick<Config, 'pdfSigning' | 'timestamping' | 'dataDir'>,
  clock: Clock,
): PdfSigner {
  const signing = config.pdfSigning;
  return createPdfSigner({
    loadKeys:
      signing.kind === 'configured'
        ? () => readPdfSigningKeys(signing.keyPem, signing.certificatesPem)
        : () => loadLocalPdfSigningKeys(signing.dataDir),
    stamper: stamperOf(config, clock),
    clock,
  });
}

function stamperOf(config: Pick<Config, 'timestamping' | 'dataDir'>, clock: Clock): TimeStamper | null {
  const settings = config.timestamping;
  if (settings.kind === 'remote')
    return createTimeStamper({ url: settings.url, qualified: settings.qualified });
  if (settings.kind === 'embedded')
    return createLocalTimeStamper(() => loadLocalTsaSigner(config.dataDir), clock);
  return null;
}
