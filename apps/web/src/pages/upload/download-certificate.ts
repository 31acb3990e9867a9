import { saveDownload } from '../../features/api-client/save-download';

/**
 * Fetches a certificate's PDF and saves it under the spec's name (certificat-{first 16 characters}.pdf).
 * @throws Error when the server does not answer a PDF.
 */
export function downloadCertificate(url: string, fileHash: string): Promise<void> {
  return saveDownload(url, `certificat-${fileHash.slice(0, 16)}.pdf`);
}
