import { hash } from 'node:crypto';
import type { Sha256 } from '@horodoc/shared/merkle';

/**
 * Node's OpenSSL SHA-256 (SHA-NI where the CPU has it): the Merkle trees of big batches build ten times
 * faster. The one-shot `hash` skips the Hash object `createHash` builds for each digest: 1.3 µs against 1.9
 * for a node's 65 bytes, two digests per certificate.
 */
export const nativeSha256: Sha256 = (data) => hash('sha256', data, 'buffer');
