import { execFileSync, spawnSync } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkCertificatePdf } from '@horodoc/shared/check-certificate-pdf';
import { printedModeMatches } from '@horodoc/shared/compare-printed-certificate';
import { extractProofFromPdf } from '@horodoc/shared/extract-pdf-attachments';
import type { Hex32 } from '@horodoc/shared/merkle';
import type { ProofV2 } from '@horodoc/shared/proof';
import { systemClock } from '../src/adapters/clock/clock';
// @peculiar/x509 resolves its parts through tsyringe, which needs the Reflect metadata polyfill first.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CertificatePdfInput, renderCertificatePdf } from '../src/adapters/pdf/render-certificate-pdf';
import { createConfigPdfSigner } from '../src/adapters/pdf-signing/create-config-pdf-signer';
import { createPdfSigner } from '../src/adapters/pdf-signing/pdf-signer';
import { loadLocalPdfSigningKeys } from '../src/adapters/pdf-signing/pdf-signing-keys';
import { createLocalTimeStamper } from '../src/adapters/tsa/local-time-stamper';
import { loadLocalTsaSigner } from '../src/adapters/tsa/local-tsa-keys';
import { detachByIncrementalUpdate, forgePrintedLine } from './support/forge-pdf';

const dir = mkdtempSync(join(tmpdir(), 'horodoc-signed-certificate-'));
const hash = (c: string) => `0x${c.repeat(64)}` as Hex32;

// 27 March 2026, 11:40 in Paris: the forged date below needs only glyphs this certificate prints.
const proof: ProofV2 = {
  format: 'horodoc-proof',
  version: 2,
  fingerprint: hash('a'),
  salt: hash('b'),
  path: [{ side: 'left', hash: hash('c') }],
  root: hash('d'),
  chainId: 31337,
  chainName: 'Réseau local',
  contractAddress: `0x${'1'.repeat(40)}`,
  transactionHash: hash('e'),
  blockNumber: 1234,
  blockTimestamp: Date.parse('2026-03-27T10:40:00Z') / 1000,
  explorerUrl: null,
};

const input: CertificatePdfInput = {
  certificateId: '0b0c3c3e-1111-4222-8333-444455556666',
  fileName: 'rapport 14 mars 2019.pdf',
  fileSize: 1234,
  proof,
  timeStampQualified: false,
  proofFileName: 'preuve-0xaaaaaaaaaaaaaaaa.json',
  finalizedAt: null,
  verifyUrl: 'http://localhost:3000/verify',
  issuedAt: new Date('2026-03-27T10:41:00Z'),
  issuer: {
    productName: 'Horodoc',
    operatorName: 'X',
    legalStatus: 'EI',
    address: 'Madrid',
    supportEmail: 'a@b.c',
  },
};

// The embedded mode's signer: a key generated into the data folder, time-stamped by the local TSA's keys.
const signer = createConfigPdfSigner(
  {
    dataDir: dir,
    pdfSigning: { kind: 'embedded', dataDir: dir },
    timestamping: { kind: 'embedded', qualified: false, intervalMs: 1, retryMs: 1 },
  },
  systemClock,
);

const stamper = createLocalTimeStamper(() => loadLocalTsaSigner(dir));

function pdfsig(pdf: Buffer): string {
  const path = join(dir, `${Math.random()}.pdf`);
  writeFileSync(path, pdf);
  // pdfsig exits non-zero when a signature does not hold; its report is what is asserted.
  const run = spawnSync('pdfsig', [path], { encoding: 'utf8' });
  return run.stdout + run.stderr;
}

// Each test renders one to three certificates (a few hundred milliseconds each, seconds on a loaded machine).
describe('the signed certificate PDF', { timeout: 60_000 }, () => {
  // The keys are generated once, up front: two RSA keys for the local TSA take seconds under load.
  beforeAll(() => Promise.all([loadLocalPdfSigningKeys(dir), loadLocalTsaSigner(dir)]), 60_000);

  it('carries a PAdES signature pdfsig validates over the whole file, time-stamped, still PDF/A-3 with its proof', async () => {
    const pdf = await renderCertificatePdf({ ...input, signer });
    const report = pdfsig(pdf);
    expect(report).toContain('Signature Type: ETSI.CAdES.detached');
    expect(report).toContain('Total document signed');
    expect(report).toContain('Signature Validation: Signature is Valid.');
    // A local key is on no public trust list: pdfsig says so, and that is all it may say against it.
    expect(report).toContain("Certificate issuer isn't Trusted");

    expect(pdf.toString('latin1')).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(await extractProofFromPdf(new Uint8Array(pdf))).toEqual(proof);
    const path = join(dir, 'genuine.pdf');
    writeFileSync(path, pdf);
    expect(execFileSync('pdfdetach', ['-list', path], { encoding: 'utf8' })).toContain('1 embedded files');

    // A line break a transfer added after %%EOF changes nothing signed.
    const check = await checkCertificatePdf(new Uint8Array(Buffer.concat([pdf, Buffer.from('\r\n')])), proof);
    expect(check).toMatchObject({
      altered: false,
      printed: { mode: 'live', differences: [] },
      signature: {
        status: 'signed',
        signer: 'Horodoc (signature locale des certificats)',
        timeStamp: { authority: 'Horodoc TSA locale (non qualifiée)' },
      },
    });
  });

  it('is reported invalid by pdfsig and altered by the verifier once its printed date reads 14 March 2019', async () => {
    const genuine = await renderCertificatePdf({ ...input, signer });
    const forged = forgePrintedLine(genuine, '27 mars 2026 à 11:40:00', '14 mars 2019 à 11:40:00');
    expect(forged.length).toBe(genuine.length);

    expect(pdfsig(forged)).toMatch(/Signature Validation: Digest Mismatch/);
    const check = await checkCertificatePdf(new Uint8Array(forged), proof);
    expect(check.altered).toBe(true);
    expect(check.signature).toMatchObject({ status: 'invalid', reason: 'digest_mismatch' });
    expect(check.printed.differences).toContainEqual({
      field: 'date',
      where: 'page 1, date et heure',
      printed: '14 mars 2019 à 11:40:00',
      expected: '27 mars 2026 à 11:40:00',
    });
  });

  it('compares an unsigned certificate’s printed text with its proof, as best it can', async () => {
    const unsigned = await renderCertificatePdf(input);
    expect(await checkCertificatePdf(new Uint8Array(unsigned), proof)).toMatchObject({
      altered: false,
      signature: { status: 'unsigned' },
    });
    const forged = forgePrintedLine(unsigned, '27 mars 2026 à 11:40:00', '14 mars 2019 à 11:40:00');
    const check = await checkCertificatePdf(new Uint8Array(forged), proof);
    expect(check).toMatchObject({ altered: true, signature: { status: 'unsigned' } });
    expect(check.printed.differences.map((d) => d.field)).toEqual(['date']);
  });

  it('reads back the printed values of hard layouts: right-to-left and CJK names, an annex over pages, summer time', async () => {
    const variants: Array<Partial<CertificatePdfInput> & { proof: ProofV2 }> = [
      { fileName: 'تقرير سري.docx', proof: { ...proof, blockNumber: 0 } },
      // A fingerprint sent alone: no name, no size, and nothing made up in their place.
      { fileName: null, fileSize: null, proof },
      {
        fileName: '報告書_最終版.pdf',
        proof: { ...proof, blockTimestamp: Date.parse('2026-07-14T22:30:00Z') / 1000 },
      },
      {
        fileName: `${'x'.repeat(180)}.txt`,
        proof: {
          ...proof,
          chainId: 8453,
          blockNumber: 23_456_789,
          path: Array.from({ length: 40 }, (_, i) => ({
            side: i % 2 ? 'left' : 'right',
            hash: hash((i % 10).toString()),
          })),
        },
      },
    ];
    for (const variant of variants) {
      const pdf = await renderCertificatePdf({ ...input, ...variant });
      expect(
        (await checkCertificatePdf(new Uint8Array(pdf), variant.proof)).printed,
        variant.fileName ?? 'sans nom',
      ).toEqual({
        mode: 'live',
        differences: [],
      });
    }
  });

  it('prints and signs the test marking, so a live-looking certificate of a test proof is told apart', async () => {
    const test = await renderCertificatePdf({ ...input, test: true, signer });
    const check = await checkCertificatePdf(new Uint8Array(test), proof);
    expect(check.signature.status).toBe('signed');
    expect(check.printed.mode).toBe('test');
    expect(printedModeMatches(check.printed.mode, 'test')).toBe(true);

    // The same test proof under a certificate printed as live.
    const liveLooking = await renderCertificatePdf({ ...input, signer });
    const printed = (await checkCertificatePdf(new Uint8Array(liveLooking), proof)).printed.mode;
    expect(printed).toBe('live');
    expect(printedModeMatches(printed, 'test')).toBe(false);
    // A proof that states its mode (version 3) is compared by the verifier itself.
    const statesTest = { ...proof, mode: 'test' } as ProofV2;
    expect(await checkCertificatePdf(new Uint8Array(liveLooking), statesTest)).toMatchObject({
      altered: true,
      printed: { differences: [{ field: 'mode', printed: null }] },
    });
    expect((await checkCertificatePdf(new Uint8Array(test), statesTest)).altered).toBe(false);
  });

  it('signs with a configured RSA key and chain, and without an authority (PAdES-B-B) when there is none', async () => {
    const keys = (await webcrypto.subtle.generateKey(
      {
        name: 'RSASSA-PKCS1-v1_5',
        hash: 'SHA-256',
        publicExponent: new Uint8Array([1, 0, 1]),
        modulusLength: 2048,
      },
      true,
      ['sign', 'verify'],
    )) as webcrypto.CryptoKeyPair;
    const certificate = await x509.X509CertificateGenerator.createSelfSigned({
      serialNumber: '0a',
      name: 'CN=Horodoc production (essai), O=Horodoc',
      notBefore: new Date(Date.now() - 60_000),
      notAfter: new Date(Date.now() + 86_400_000),
      signingAlgorithm: { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
      keys,
    });
    const keyPem = x509.PemConverter.encode(
      await webcrypto.subtle.exportKey('pkcs8', keys.privateKey),
      'PRIVATE KEY',
    );
    const configured = createConfigPdfSigner(
      {
        dataDir: dir,
        pdfSigning: { kind: 'configured', keyPem, certificatesPem: certificate.toString('pem') },
        timestamping: { kind: 'off' },
      },
      systemClock,
    );
    const pdf = await renderCertificatePdf({ ...input, signer: configured });
    expect(pdfsig(pdf)).toContain('Signature Validation: Signature is Valid.');
    expect((await checkCertificatePdf(new Uint8Array(pdf), proof)).signature).toMatchObject({
      status: 'signed',
      signer: 'Horodoc production (essai)',
      timeStamp: null,
    });
  });

  it('signs each state of a document once: the same bytes again without asking the authority, a new state anew', async () => {
    let stamps = 0;
    const counting = createPdfSigner({
      loadKeys: () => loadLocalPdfSigningKeys(dir),
      stamper: {
        ...stamper,
        stamp: (root) => {
          stamps++;
          return stamper.stamp(root);
        },
      },
      clock: systemClock,
    });
    const render = (finalizedAt: Date | null) => () =>
      renderCertificatePdf({ ...input, finalizedAt, signer: counting });
    const first = await counting.once('state-1', render(null));
    expect(await counting.once('state-1', render(null))).toBe(first);
    expect(stamps).toBe(1);
    const final = await counting.once('state-2', render(new Date('2026-03-27T11:00:00Z')));
    expect(final).not.toEqual(first);
    expect(stamps).toBe(2);
    await expect(
      counting.once('state-3', () => Promise.reject(new Error('the TSA is down'))),
    ).rejects.toThrow();
    expect(await counting.once('state-3', render(null))).toBeInstanceOf(Buffer);
  });

  it('keeps no proof once an incremental update unreferences it, as pdfdetach, and the signature no longer holds', async () => {
    const detached = detachByIncrementalUpdate(await renderCertificatePdf({ ...input, signer }));
    const path = join(dir, 'detached.pdf');
    writeFileSync(path, detached);
    expect(execFileSync('pdfdetach', ['-list', path], { encoding: 'utf8' })).toContain('0 embedded files');
    expect(await extractProofFromPdf(new Uint8Array(detached))).toBeNull();
    expect((await checkCertificatePdf(new Uint8Array(detached), proof)).signature).toMatchObject({
      status: 'invalid',
      reason: 'not_whole_file',
    });
  });
});
