import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import type { WebCertificate } from '@horodoc/shared/web-api';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { visibleFileName } from '../certificate-view/visible-file-name';

/**
 * A certificate as the web flow's answers show it (spec, section 3), to `viewer` (`visibleFileName`): anyone,
 * unless the web account asking is known.
 */
export function toWebCertificate(row: CertificateRow, viewer: string | null = null): WebCertificate {
  return {
    id: row.id,
    file_hash: row.fileHash,
    file_name: removeBidiControls(visibleFileName(row, viewer)),
    file_size: row.fileSize,
    status: row.status,
    tx_hash: row.txHash,
    blockchain_timestamp: row.blockchainTimestamp,
    block_number: row.blockNumber,
    explorer_url: row.explorerUrl,
    finalized_at: row.finalizedAt?.toISOString() ?? null,
    certificate_url: certificateDownloadPath(row.id),
  };
}

/**
 * Where anyone downloads a certificate's PDF (the web answers' `certificate_url`, the API's status); the verify
 * page links to the same address.
 */
export function certificateDownloadPath(certificateId: string): string {
  return `/api/certificates/${certificateId}/certificate.pdf`;
}
