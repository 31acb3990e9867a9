import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkCertificatePdf } from './check-certificate-pdf';
import { extractProofFromPdf } from './extract-pdf-attachments';
import { type Proof, proofSchema } from './proof';
import { verifyProof } from './verify-proof';

/**
 * A certificate as Horodoc issued them before certificates were signed (rendered by the renderer of commit
 * cff0063, proof version 2, on Base): it must keep verifying, reported as unsigned.
 */
const earlier = new Uint8Array(
  readFileSync(new URL('./fixtures/certificate-unsigned-v2.pdf', import.meta.url)),
);

describe('a certificate issued unsigned, before PDF signatures', () => {
  it('still gives its proof, which holds, and is reported unsigned with its printed text matching it', async () => {
    const proof = proofSchema.parse(await extractProofFromPdf(earlier)) as Proof;
    expect(await verifyProof(proof, { fingerprint: proof.fingerprint })).toMatchObject({ valid: true });
    expect(await checkCertificatePdf(earlier, proof)).toEqual({
      signature: { status: 'unsigned' },
      printed: { mode: 'live', differences: [] },
      altered: false,
    });
  });

  it('names what differs when its proof is not the one its page prints', async () => {
    const proof = proofSchema.parse(await extractProofFromPdf(earlier)) as Proof;
    const other = {
      ...proof,
      blockTimestamp: proof.blockTimestamp - 86_400,
      blockNumber: proof.blockNumber - 1,
    };
    const check = await checkCertificatePdf(earlier, other);
    expect(check.altered).toBe(true);
    expect(new Set(check.printed.differences.map((d) => d.field))).toEqual(
      new Set(['date', 'date_utc', 'block', 'block_time']),
    );
    expect(check.printed.differences).toContainEqual({
      field: 'date',
      where: 'page 1, date et heure',
      printed: '20 novembre 2025 à 12:55:22',
      expected: '19 novembre 2025 à 12:55:22',
    });
  });
});
