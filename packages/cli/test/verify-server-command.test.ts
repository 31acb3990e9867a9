import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { findFreePort } from '@horodoc/contracts/start-anvil';
import type { Proof } from '@horodoc/shared/proof';
import type { VerifyResponse } from '@horodoc/shared/verify-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AnchoredFiles, anchorFiles, runCli } from './cli-fixture';

/**
 * A stand-in for a Horodoc server answering /api/verify from a table of proofs: the command under test must
 * check whatever proof it gets on the chain, not take the server's word.
 */
function fakeServer(proofs: Map<string, Proof>, testFingerprints: Set<string>): Promise<Server> {
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const { file_hash } = JSON.parse(body) as { file_hash: string };
      const proof = proofs.get(file_hash);
      const answer: VerifyResponse = proof
        ? {
            success: true,
            found: true,
            verified: true,
            mode: testFingerprints.has(proof.fingerprint) ? 'test' : 'live',
            message: 'Ce document a été horodaté sur la blockchain',
            certificate: {
              certificate_id: '00000000-0000-4000-8000-000000000001',
              file_hash: proof.fingerprint,
              file_name: 'contrat.pdf',
              file_size: 1,
              tx_hash: proof.transactionHash as `0x${string}`,
              blockchain_timestamp: proof.blockTimestamp,
              block_number: proof.blockNumber,
              explorer_url: null,
              status: 'completed',
              finalized_at: null,
              certificate_url: '/api/certificates/x/certificate.pdf',
              proof_url: '/api/certificates/x/proof.json',
            },
            proof,
            chain: {
              status: 'verified',
              reason: null,
              message: null,
              sequence: 1,
              chain_id: proof.chainId,
              chain_name: proof.chainName ?? '',
              contract_address: proof.contractAddress,
              checked_at: new Date().toISOString(),
              finalized: null,
              public_rpc_url: null,
            },
          }
        : {
            success: true,
            found: false,
            pending: false,
            message: "Ce document n'a pas été horodaté sur la blockchain ou son contenu a été modifié",
            chain_id: 31337,
            public_rpc_url: null,
          };
      response.writeHead(request.url === '/api/verify' ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('horodoc verify FILE --server URL', () => {
  let anchored: AnchoredFiles;
  let server: Server;
  let serverUrl: string;
  let rpc: string[];
  const served = new Map<string, Proof>();
  const tests = new Set<string>();

  beforeAll(async () => {
    anchored = await anchorFiles({
      'contrat.pdf': Buffer.from('contrat'),
      'devis.txt': Buffer.from('devis'),
      'essai.txt': Buffer.from('essai'),
    });
    rpc = ['--rpc', anchored.node.rpcUrl];
    const contrat = anchored.proofs.get('contrat.pdf') as Proof;
    served.set(contrat.fingerprint, contrat);
    // A server claiming a document whose root the chain never recorded.
    const ghost = await anchored.unanchoredProof('devis.txt');
    served.set(ghost.fingerprint, ghost);
    // A test certificate whose proof predates the mode field: only the server's answer says it is a test.
    const essai = anchored.proofs.get('essai.txt') as Proof;
    served.set(essai.fingerprint, essai);
    tests.add(essai.fingerprint);
    server = await fakeServer(served, tests);
    serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await anchored?.stop();
  });

  it('gets the proof from the server, checks it on chain itself, and can keep it for later', async () => {
    const saved = join(anchored.dir, 'preuve-recue.json');
    const file = anchored.files.get('contrat.pdf') as string;
    const result = await runCli(['verify', file, '--server', serverUrl, ...rpc, '--save-proof', saved]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Le serveur ${serverUrl} connaît ce document`);
    expect(result.stdout).toContain('✔ Preuve valide');
    const offline = await runCli(['verify', file, '--proof', saved, ...rpc]);
    expect(offline.code).toBe(0);
  });

  it('does not take the server at its word: a claimed document absent from the chain exits 11', async () => {
    const result = await runCli([
      'verify',
      anchored.files.get('devis.txt') as string,
      '--server',
      serverUrl,
      ...rpc,
    ]);
    expect(result.code).toBe(11);
    expect(result.stdout).toContain('✘ Racine absente de la chaîne');
  });

  it('exits 15 with « Document non trouvé » when the server does not know the file', async () => {
    const other = join(anchored.dir, 'inconnu.txt');
    writeFileSync(other, 'jamais horodaté');
    const result = await runCli(['verify', other, '--server', serverUrl, ...rpc]);
    expect(result.code).toBe(15);
    expect(result.stdout).toContain(
      "✘ Document non trouvé : Ce document n'a pas été horodaté sur la blockchain ou son contenu a été modifié",
    );
  });

  it('takes the server’s word that a certificate is a test one, which only takes value away: exit 18', async () => {
    const file = anchored.files.get('essai.txt') as string;
    const result = await runCli(['verify', file, '--server', serverUrl, ...rpc]);
    expect(result.code).toBe(18);
    expect(result.stdout).toContain('⚠ Preuve de TEST, sans valeur probante');
  });

  it('exits 16 when the server does not answer', async () => {
    const down = `http://127.0.0.1:${await findFreePort()}`;
    const result = await runCli(['verify', anchored.files.get('contrat.pdf') as string, '--server', down]);
    expect(result.code).toBe(16);
    expect(result.stderr).toContain('Serveur Horodoc injoignable');
  });
});
