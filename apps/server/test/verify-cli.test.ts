import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractProofFromPdf } from '@horodoc/shared/extract-pdf-attachments';
import { formatParisWallClock } from '@horodoc/shared/format-paris-date';
import type { ProofV2 } from '@horodoc/shared/proof';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import { renderCertificatePdf } from '../src/adapters/pdf/render-certificate-pdf';
import type { AnchoringEngine } from '../src/modules/anchoring/anchoring-engine';
import { anchoredProof } from '../src/modules/verification/anchored-proof';
import { findCertificateById } from '../src/modules/verification/verification-repository';
import { eventually, insertPendingCertificate, startEngine } from './support/anchoring';
import { startTestChain, type TestChain } from './support/chain';
import { openMigratedPglite } from './support/databases';
import { detachByIncrementalUpdate, forgePrintedLine } from './support/forge-pdf';
import { buildTestApp } from './support/test-app';

const cliRoot = fileURLToPath(new URL('../../../packages/cli/', import.meta.url));

function horodoc(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [join(cliRoot, 'bin/horodoc.mjs'), ...args], (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/**
 * The whole way round, as a certificate holder would go: a document anchored by the real engine, its proof
 * file downloaded from the server, then checked by the published command against the chain alone.
 */
describe('the horodoc command with a real server, its anchoring engine and a chain', () => {
  let chain: TestChain;
  let database: Database;
  let anchoring: AnchoringEngine;
  let app: FastifyInstance;
  let serverUrl: string;
  let certificateId: string;
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-verify-cli-'));
  const document = join(dir, 'rapport-expertise.pdf');

  beforeAll(async () => {
    execFileSync(process.execPath, [join(cliRoot, 'scripts/build.mjs')]);
    chain = await startTestChain({ blockTime: 1 });
    database = await openMigratedPglite();
    anchoring = startEngine({ database, chain: chain.client });
    ({ app } = await buildTestApp({ database, chain: chain.client, deps: { anchoring } }));
    serverUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    const content = Buffer.from(`Rapport d’expertise du ${new Date().toISOString()}\n`);
    writeFileSync(document, content);
    const certificate = await insertPendingCertificate(database.db, {
      fileHash: `0x${createHash('sha256').update(content).digest('hex')}`,
      // Printed in the bold face of the date too: the forgery below takes its glyphs from it. A web
      // certificate's name is printed on its public PDF (an API one's is private unless asked otherwise).
      fileName: 'rapport-expertise du 14 mars 2019.pdf',
      fileSize: content.length,
      source: 'web',
      deadlineMs: 60_000,
    });
    certificateId = (await anchoring.anchorNowAndWait(certificate.id, 30_000)).id;
    // Finality changes the proof file (`finalizedAt`); waiting for it keeps the PDF and the proof file
    // downloaded below from straddling that moment on a slow machine.
    await eventually(
      async () => {
        const found = await findCertificateById(database.db, certificateId);
        return found != null && anchoredProof(found, chain.client)?.finalizedAt != null;
      },
      30_000,
      'finality',
    );
  });
  /** The certificate's proof, as the server serves it. */
  async function anchored() {
    const found = await findCertificateById(database.db, certificateId);
    return anchoredProof(found as NonNullable<typeof found>, chain.client) as ProofV2;
  }

  /** A certificate PDF for `proof`, as Horodoc rendered them before they were signed. */
  function renderUnsigned(proof: ProofV2): Promise<Buffer> {
    return renderCertificatePdf({
      certificateId,
      fileName: 'rapport-expertise.pdf',
      fileSize: 1,
      proof,
      timeStampQualified: false,
      proofFileName: 'preuve.json',
      finalizedAt: null,
      verifyUrl: 'http://localhost/verify',
      issuedAt: new Date(),
      issuer: {
        productName: 'Horodoc',
        operatorName: 'x',
        legalStatus: 'x',
        address: 'x',
        supportEmail: 'x',
      },
    });
  }

  afterAll(async () => {
    await app?.close();
    await anchoring?.stop();
    await database?.close();
    await chain?.stop();
  });

  it('finds the document through POST /api/verify and checks the returned proof on chain itself', async () => {
    const result = await horodoc(['verify', document, '--server', serverUrl, '--rpc', chain.node.rpcUrl]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Le serveur ${serverUrl} connaît ce document`);
    expect(result.stdout).toContain('✔ Preuve valide');
  });

  it('exits 15 with « Document non trouvé » for a modified copy', async () => {
    const copy = join(dir, 'rapport-modifie.pdf');
    writeFileSync(copy, `${readFileSync(document, 'utf8')} `);
    const result = await horodoc(['verify', copy, '--server', serverUrl, '--rpc', chain.node.rpcUrl]);
    expect(result.code).toBe(15);
    expect(result.stdout).toContain('✘ Document non trouvé');
  });
  it('verifies from the certificate PDF alone: PDF/A-3 carrying the very proof file, refused once altered', async () => {
    const pdfResponse = await fetch(`${serverUrl}/api/certificates/${certificateId}/certificate.pdf`);
    expect(pdfResponse.status).toBe(200);
    const pdf = Buffer.from(await pdfResponse.arrayBuffer());
    const pdfPath = join(dir, 'certificat.pdf');
    writeFileSync(pdfPath, pdf);
    expect(pdf.toString('latin1')).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(pdf.toString('latin1')).toMatch(/\/AFRelationship \/Data/);

    const embedded = await extractProofFromPdf(new Uint8Array(pdf));
    const proofFile = await (await fetch(`${serverUrl}/api/certificates/${certificateId}/proof.json`)).json();
    expect(embedded).toEqual(proofFile);
    // poppler finds the same attachment under the proof file's name.
    const listed = execFileSync('pdfdetach', ['-list', pdfPath], { encoding: 'utf8' });
    expect(listed).toContain(
      `preuve-${(proofFile as { fingerprint: string }).fingerprint.slice(0, 16)}.json`,
    );

    const result = await horodoc(['verify', document, '--certificate', pdfPath, '--rpc', chain.node.rpcUrl]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Preuve lue dans le certificat ${pdfPath}`);
    expect(result.stdout).toContain('✔ Preuve valide');
    expect(result.stdout).toMatch(
      /Signature du PDF +valide, par « Horodoc \(signature locale des certificats\) », horodatée le \S+ par Horodoc TSA locale/,
    );
    expect(result.stdout).toMatch(/Texte imprimé +identique à la preuve/);

    // The same certificate with one day taken off the embedded proof's date: refused by the header check.
    const proof = await anchored();
    const forgedPdf = await renderUnsigned({ ...proof, blockTimestamp: proof.blockTimestamp - 86_400 });
    const forgedPath = join(dir, 'certificat-altere.pdf');
    writeFileSync(forgedPath, forgedPdf);
    const refused = await horodoc([
      'verify',
      document,
      '--certificate',
      forgedPath,
      '--rpc',
      chain.node.rpcUrl,
    ]);
    expect(refused.code).toBe(10);
    expect(refused.stdout).toContain('✘ Date altérée');
  });

  it('exits 30, « Certificat imprimé altéré », for the certificate whose printed date reads 14 March 2019', async () => {
    const pdf = Buffer.from(
      await (await fetch(`${serverUrl}/api/certificates/${certificateId}/certificate.pdf`)).arrayBuffer(),
    );
    const proof = (await extractProofFromPdf(new Uint8Array(pdf))) as { blockTimestamp: number };
    const printed = formatParisWallClock(new Date(proof.blockTimestamp * 1000));
    const forgedPath = join(dir, 'certificat-date-imprimee.pdf');
    writeFileSync(forgedPath, forgePrintedLine(pdf, printed, `14 mars 2019 à ${printed.split(' à ')[1]}`));

    const result = await horodoc([
      'verify',
      document,
      '--certificate',
      forgedPath,
      '--rpc',
      chain.node.rpcUrl,
    ]);
    expect(result.code).toBe(30);
    expect(result.stdout).toContain('✘ Certificat imprimé altéré');
    expect(result.stdout).toMatch(
      /Signature du PDF +INVALIDE : le contenu signé a été modifié après sa signature/,
    );
    expect(result.stdout).toMatch(/Imprimé +14 mars 2019 à \S+ \(page 1, date et heure\)/);
    expect(result.stdout).toContain(`Selon la preuve         ${printed}`);
  });

  it('still verifies a certificate issued unsigned, and says it is unsigned', async () => {
    const unsignedPath = join(dir, 'certificat-non-signe.pdf');
    writeFileSync(unsignedPath, await renderUnsigned(await anchored()));
    const result = await horodoc([
      'verify',
      document,
      '--certificate',
      unsignedPath,
      '--rpc',
      chain.node.rpcUrl,
    ]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✔ Preuve valide');
    expect(result.stdout).toMatch(
      /Signature du PDF +non signé \(certificat émis avant la signature des PDF\)/,
    );
  });

  it('exits 14 for a certificate whose proof an incremental update unreferenced, as pdfdetach finds none', async () => {
    const pdf = Buffer.from(
      await (await fetch(`${serverUrl}/api/certificates/${certificateId}/certificate.pdf`)).arrayBuffer(),
    );
    const detachedPath = join(dir, 'certificat-sans-preuve.pdf');
    writeFileSync(detachedPath, detachByIncrementalUpdate(pdf));
    expect(execFileSync('pdfdetach', ['-list', detachedPath], { encoding: 'utf8' })).toContain(
      '0 embedded files',
    );
    const result = await horodoc([
      'verify',
      document,
      '--certificate',
      detachedPath,
      '--rpc',
      chain.node.rpcUrl,
    ]);
    expect(result.code).toBe(14);
    expect(result.stderr).toContain('Certificat sans preuve lisible');
  });

  // Last: it stops the server.
  it('verifies the downloaded proof file with no server, only the chain', async () => {
    const response = await fetch(`${serverUrl}/api/certificates/${certificateId}/proof.json`);
    expect(response.status).toBe(200);
    const proofPath = join(dir, 'preuve.json');
    writeFileSync(proofPath, await response.text());
    await app.close();

    const result = await horodoc(['verify', document, '--proof', proofPath, '--rpc', chain.node.rpcUrl]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('✔ Preuve valide');
    expect(JSON.parse(readFileSync(proofPath, 'utf8')).certificateId).toBe(certificateId);
  });
});
