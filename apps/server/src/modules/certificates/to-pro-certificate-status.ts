import { removeBidiControls } from '@horodoc/shared/bidi-controls';
import type { ProCertificateStatusResponse } from '@horodoc/shared/pro-api';
import type { CheckpointRow } from '../../adapters/db/schema/checkpoints';
import type { CertificateRow } from '../certificate-view/certificate-view';
import { visibleFileName } from '../certificate-view/visible-file-name';
import { certificateDownloadPath } from './to-web-certificate';

/**
 * A certificate as `GET /pro/certificates/{id}/status` shows it (spec, section 7) to the account `viewer`
 * (its name only when its own or public, `visibleFileName`), with the final checkpoint that seals it on
 * Ethereum when the caller read it.
 */
export function toProCertificateStatus(
  row: CertificateRow,
  viewer: string,
  publicUrl: string,
  checkpoint: CheckpointRow | null = null,
): ProCertificateStatusResponse {
  return {
    success: true,
    certificate_id: row.id,
    status: row.status,
    file_hash: row.fileHash,
    file_name: removeBidiControls(visibleFileName(row, viewer)),
    blockchain_tx_hash: row.txHash,
    blockchain_timestamp: row.blockchainTimestamp,
    block_number: row.blockNumber,
    explorer_url: row.explorerUrl,
    certificate_url:
      row.status === 'completed' ? new URL(certificateDownloadPath(row.id), publicUrl).href : null,
    // Only on test certificates: live answers stay as they were.
    ...(row.mode === 'test' ? { mode: 'test' as const } : {}),
    ...(checkpoint?.txHash && checkpoint.blockNumber !== null && checkpoint.blockTimestamp !== null
      ? {
          ethereum_checkpoint: {
            chain_id: checkpoint.l1ChainId,
            transaction_hash: checkpoint.txHash,
            block_number: checkpoint.blockNumber,
            timestamp: checkpoint.blockTimestamp,
            root: checkpoint.root,
          },
        }
      : {}),
  };
}
