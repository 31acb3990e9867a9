import { createHash, randomBytes } from 'node:crypto';
import { extractPdfAttachments } from '@horodoc/shared/extract-pdf-attachments';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/adapters/db/database';
import type { Deps } from '../src/deps';
import { withdrawUnbatchedCertificate } from '../src/modules/certificates/certificate-repository';
import { balanceOf } from './support/accounts';
import { eventually } from './support/anchoring';
import { signUpWithKey } from './support/api-keys';
import { startTestChain, type TestChain } from './support/chain';
import { databaseTargets } from './support/databases';
import { pdfText } from './support/pdf-text';
import { type ApiKey, callPro, uploadPro } from './support/pro-api';
import { buildTestApp } from './support/test-app';
import { post, randomHash } from './support/web-flow';

const targets = await databaseTargets();

describe.each(targets)('the signed public API on $name', (target) => {
  let chain: TestChain;
  let database: Database;
  let cleanup: () => Promise<void>;
  let app: FastifyInstance;
  let deps: Deps;
  let key: ApiKey;
  let otherKey: ApiKey;

  beforeAll(async () => {
    chain = await startTestChain({ blockTime: 1 });
    ({ database, cleanup } = await target.open());
    ({ app, deps } = await buildTestApp({
      database,
      chain: chain.client,
      env: { LOCAL_BLOCK_TIME_S: '1' },
    }));
    deps.anchoring.start();
    ({ key } = await signUpWithKey(app));
    ({ key: otherKey } = await signUpWithKey(app));
  });
  afterAll(async () => {
    await deps?.anchoring.stop();
    await app?.close();
    await cleanup?.();
    await chain?.stop();
  });

  const statusOf = (id: string, asKey = key) =>
    callPro(app, asKey, { method: 'GET', path: `/pro/certificates/${id}/status` });
  const downloadOf = (id: string, asKey = key) =>
    callPro(app, asKey, { method: 'GET', path: `/pro/certificates/${id}/download` });
  const proofOf = (id: string, asKey = key) =>
    callPro(app, asKey, { method: 'GET', path: `/pro/certificates/${id}/proof` });
  const creditsOf = async (asKey: ApiKey) => (await balanceOf(app, asKey)).json().credits_balance as number;
  const completed = async (id: string) => {
    await eventually(async () => (await statusOf(id)).json().status === 'completed', 30_000, 'completion');
    return (await statusOf(id)).json();
  };

  it('timestamps a file streamed as multipart, through to its PDF certificate', async () => {
    const before = await creditsOf(key);
    const content = randomBytes(2 * 1024 * 1024 + 17);
    const upload = await uploadPro(app, key, {}, { file: { name: 'contrat.pdf', content } });
    expect(upload.statusCode).toBe(200);
    const answer = upload.json();
    expect(answer).toMatchObject({
      success: true,
      file_hash: `0x${createHash('sha256').update(content).digest('hex')}`,
      file_name: 'contrat.pdf',
      file_size: content.length,
      status: 'pending',
      credits_used: 1,
      credits_remaining: before - 1,
    });
    const early = await downloadOf(answer.certificate_id);
    expect([200, 409]).toContain(early.statusCode);
    if (early.statusCode === 409) expect(early.json().message).toContain("n'est pas encore prêt");

    const status = await completed(answer.certificate_id);
    expect(status).toMatchObject({ certificate_id: answer.certificate_id, file_name: 'contrat.pdf' });
    expect(status.blockchain_tx_hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(status.block_number).toBeGreaterThan(0);
    expect(status.certificate_url).toContain(`/api/certificates/${answer.certificate_id}/certificate.pdf`);

    const pdf = await downloadOf(answer.certificate_id);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('contrat.pdf');
    expect(text.replace(/\s+/g, '')).toContain(answer.file_hash.slice(2, 34));

    // The proof as JSON: the very file the PDF embeds, byte for byte. Its time stamp may still arrive meanwhile:
    // compared when the proof read before the PDF and the one read after are the same.
    const proofAround = async () => {
      const before = await proofOf(answer.certificate_id);
      const certificate = await downloadOf(answer.certificate_id);
      const after = await proofOf(answer.certificate_id);
      return { before, certificate, after };
    };
    let read = await proofAround();
    for (let tries = 1; read.before.body !== read.after.body && tries < 5; tries++)
      read = await proofAround();
    expect(read.after.statusCode).toBe(200);
    expect(read.after.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(read.after.json()).toMatchObject({ format: 'horodoc-proof', fingerprint: answer.file_hash });
    const embedded = await extractPdfAttachments(new Uint8Array(read.certificate.rawPayload));
    expect(embedded.map(({ data }) => Buffer.from(data).toString())).toEqual([read.after.body]);
  });

  it('timestamps a fingerprint sent alone, so the document never leaves the client', async () => {
    const fileHash = randomHash();
    const upload = await uploadPro(app, key, {
      file_hash: fileHash.toUpperCase().replace('0X', ''),
      file_name: 'secret.docx',
      file_size: '4096',
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ file_hash: fileHash, file_name: 'secret.docx', file_size: 4096 });
    const status = await completed(upload.json().certificate_id);
    expect(status.file_hash).toBe(fileHash);
  });

  it('accepts the fingerprint as a JSON body too', async () => {
    const fileHash = randomHash();
    const upload = await callPro(app, key, {
      method: 'POST',
      path: '/pro/certificates/upload',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ file_hash: fileHash }),
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toMatchObject({ file_hash: fileHash, status: 'pending', credits_used: 1 });
  });

  it('makes up no name nor size for a fingerprint sent without them: not in its answers, its PDF or its verification', async () => {
    const fileHash = randomHash();
    const upload = (await uploadPro(app, key, { file_hash: fileHash })).json();
    expect(upload).toMatchObject({ file_hash: fileHash, file_name: null, file_size: null });
    const status = await completed(upload.certificate_id);
    expect(status.file_name).toBeNull();
    const text = pdfText((await downloadOf(upload.certificate_id)).rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain("Nom du fichier non communiqué : seule l'empreinte du document a été transmise");
    expect(text).toContain('Taille non communiquée');
    expect(text).not.toMatch(/\bdocument\b.*Taille 0/);
    const verified = (await app.inject({ url: `/api/verify/${fileHash}` })).json();
    expect(verified).toMatchObject({ found: true, verified: true });
    expect(verified.certificate).toMatchObject({ file_name: null, file_size: null });
    const found = await callPro(app, key, { method: 'GET', path: `/pro/certificates?file_hash=${fileHash}` });
    expect(found.json().certificates).toMatchObject([{ file_name: null, file_size: null }]);
  });

  it('returns an anchored fingerprint with its certificate and takes no credit', async () => {
    const fileHash = randomHash();
    const first = (await uploadPro(app, key, { file_hash: fileHash })).json();
    await completed(first.certificate_id);
    for (const asKey of [key, otherKey]) {
      const before = await creditsOf(asKey);
      const again = await uploadPro(app, asKey, { file_hash: fileHash });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({
        certificate_id: first.certificate_id,
        status: 'completed',
        credits_used: 0,
        credits_remaining: before,
      });
      expect(await creditsOf(asKey)).toBe(before);
    }
    // Having submitted the same document, the other account may read its certificate too.
    expect((await statusOf(first.certificate_id, otherKey)).statusCode).toBe(200);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, never a second debit', async () => {
    const before = await creditsOf(key);
    const headers = { 'idempotency-key': `retry-${randomBytes(6).toString('hex')}` };
    const fileHash = randomHash();
    const answers = await Promise.all(
      [0, 1, 2].map(() => uploadPro(app, key, { file_hash: fileHash }, { headers })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.json().certificate_id)).size).toBe(1);
    expect(answers.map((a) => a.json().credits_used).sort()).toEqual([1, 1, 1]);
    const later = await uploadPro(app, key, { file_hash: fileHash }, { headers });
    expect(later.json()).toEqual(answers[0]?.json());
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(await creditsOf(key)).toBe(before - 1);

    const misuse = await uploadPro(app, key, { file_hash: randomHash() }, { headers });
    expect(misuse.statusCode).toBe(409);
    expect(misuse.json().message).toBe('Cette Idempotency-Key a déjà servi pour un autre document.');
  });

  it('shows an API certificate’s name to its own account’s keys alone, unless its upload made it public', async () => {
    const hidden = { file_hash: randomHash(), file_name: 'licenciement-dupont.pdf' };
    const shown = { file_hash: randomHash(), file_name: 'annonce.pdf' };
    const own = (await uploadPro(app, key, hidden)).json();
    expect(own.file_name).toBe(hidden.file_name);
    const open = (await uploadPro(app, key, { ...shown, file_name_public: 'true' })).json();
    expect((await completed(own.certificate_id)).file_name).toBe(hidden.file_name);
    await completed(open.certificate_id);
    const publicNames = async (fileHash: string, id: string) => {
      const checked = await post(app, '/api/check-document.php', { file_hash: fileHash });
      return [
        (await app.inject({ url: `/api/verify/${fileHash}` })).json().certificate.file_name,
        checked.json().certificate.file_name,
        (await app.inject({ url: `/api/verify-certificate.php?id=${id}` })).json().certificate.file_name,
        (await app.inject({ url: `/api/generate-certificate.php?id=${id}&format=json` })).json().certificate
          .file_name,
      ];
    };
    expect(await publicNames(hidden.file_hash, own.certificate_id)).toEqual([null, null, null, null]);
    expect(await publicNames(shown.file_hash, open.certificate_id)).toEqual(Array(4).fill(shown.file_name));
    const publicPdf = await app.inject({ url: `/api/certificates/${own.certificate_id}/certificate.pdf` });
    expect(pdfText(publicPdf.rawPayload)).not.toContain('licenciement');
    expect(pdfText((await downloadOf(own.certificate_id)).rawPayload)).toContain(hidden.file_name);

    // Another account that sends the same fingerprint gets its certificate, not its name.
    const again = await uploadPro(app, otherKey, { file_hash: hidden.file_hash });
    expect(again.json()).toMatchObject({ certificate_id: own.certificate_id, file_name: null });
    expect((await statusOf(own.certificate_id, otherKey)).json().file_name).toBeNull();
    expect(pdfText((await downloadOf(own.certificate_id, otherKey)).rawPayload)).not.toContain(
      'licenciement',
    );
    const search = (asKey: ApiKey) =>
      callPro(app, asKey, { method: 'GET', path: '/pro/certificates?name=licenciement' });
    expect((await search(otherKey)).json().certificates).toEqual([]);
    expect((await search(key)).json().certificates).toMatchObject([{ file_name: hidden.file_name }]);
    const openAgain = await uploadPro(app, otherKey, { file_hash: shown.file_hash });
    expect(openAgain.json()).toMatchObject({
      certificate_id: open.certificate_id,
      file_name: shown.file_name,
    });

    // Anything but true or false is refused, in French, before any credit is taken.
    const wrong = await uploadPro(app, key, { file_hash: randomHash(), file_name_public: 'oui' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toMatchObject([{ name: 'file_name_public' }]);
  });

  it('serves the shared client a certificate by id, as JSON, as PDF and verified on chain', async () => {
    const upload = (
      await uploadPro(app, key, { file_hash: randomHash(), file_name: 'bail.pdf', file_name_public: 'true' })
    ).json();
    const id = upload.certificate_id;
    const pending = await app.inject({ url: `/api/generate-certificate.php?id=${id}&format=json` });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().certificate).toMatchObject({ id, status: 'pending', file_name: 'bail.pdf' });
    await completed(id);
    const json = await app.inject({ url: `/api/generate-certificate.php?id=${id}&format=json` });
    expect(json.json()).toMatchObject({
      success: true,
      certificate: { id, status: 'completed', certificate_url: `/api/certificates/${id}/certificate.pdf` },
    });
    const pdf = await app.inject({ url: `/api/generate-certificate.php?id=${id}&format=pdf` });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const verified = await app.inject({ url: `/api/verify-certificate.php?id=${id}` });
    expect(verified.json()).toMatchObject({
      found: true,
      verified: true,
      certificate: { certificate_id: id },
    });
    for (const url of [
      '/api/verify-certificate.php?id=00000000-0000-4000-8000-000000000000',
      '/api/generate-certificate.php?id=00000000-0000-4000-8000-000000000000&format=json',
    ]) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/api/verify-certificate.php?id=x' })).statusCode).toBe(400);
  });

  it('answers 404 for another key’s certificate, as for an unknown one', async () => {
    const upload = (await uploadPro(app, key, { file_hash: randomHash() })).json();
    for (const response of [
      await statusOf(upload.certificate_id, otherKey),
      await downloadOf(upload.certificate_id, otherKey),
      await proofOf(upload.certificate_id, otherKey),
      await proofOf('00000000-0000-4000-8000-000000000000'),
      await statusOf('00000000-0000-4000-8000-000000000000'),
      await statusOf('pas-un-identifiant'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('gives the credit back when a certificate fails, and says so at download and for its proof', async () => {
    await deps.anchoring.stop();
    try {
      const before = await creditsOf(key);
      const upload = (await uploadPro(app, key, { file_hash: randomHash() })).json();
      expect(await creditsOf(key)).toBe(before - 1);
      const early = await proofOf(upload.certificate_id);
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'certificate_not_ready' });
      await withdrawUnbatchedCertificate(database.db, upload.certificate_id, 'test', new Date());
      expect((await statusOf(upload.certificate_id)).json().status).toBe('failed');
      expect(await creditsOf(key)).toBe(before);
      const download = await downloadOf(upload.certificate_id);
      expect(download.statusCode).toBe(409);
      expect(download.json().details).toContain('crédit utilisé vous a été rendu');
      expect((await proofOf(upload.certificate_id)).json()).toMatchObject({ code: 'certificate_not_issued' });
    } finally {
      deps.anchoring.start();
    }
  });

  it('refuses a request without the document or its fingerprint, or with both', async () => {
    const none = await uploadPro(app, key, { webhook_url: 'https://example.fr/hook' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('champ file');
    const both = await uploadPro(
      app,
      key,
      { file_hash: randomHash() },
      { file: { name: 'a.txt', content: Buffer.from('a') } },
    );
    expect(both.statusCode).toBe(400);
    const bad = await uploadPro(app, key, { file_hash: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toContain('file_hash');
  });

  it('refuses a file of a type it does not timestamp with 415, and takes no credit', async () => {
    const before = await creditsOf(key);
    const content = randomBytes(4096);
    const refused = await Promise.all([
      uploadPro(app, key, {}, { file: { name: 'virus.exe', content, type: 'application/x-msdownload' } }),
      uploadPro(app, key, {}, { file: { name: 'programme.exe', content } }),
      uploadPro(app, key, {}, { file: { name: 'faux.pdf', content, type: 'video/mp4' } }),
    ]);
    for (const response of refused) {
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        error: 'unsupported_file_type',
        code: 'unsupported_file_type',
      });
      expect(response.json().details).toContain('PDF, texte, Word, JPEG, PNG, GIF, BMP, Excel, CSV ou ZIP');
    }
    expect(await creditsOf(key)).toBe(before);
    // The web's list, by media type or, when the sender gives a generic one, by extension.
    const accepted = await Promise.all(
      [
        { name: 'photo.jpg', type: 'image/jpeg' },
        { name: 'scan.bmp', type: 'image/bmp' },
        { name: 'comptes.xlsx', type: 'application/octet-stream' },
        { name: 'export.csv', type: 'text/csv' },
        { name: 'lettre.doc', type: 'application/msword' },
      ].map((file) => uploadPro(app, key, {}, { file: { ...file, content: randomBytes(64) } })),
    );
    expect(accepted.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await creditsOf(key)).toBe(before - 5);
  });

  it('refuses bad signatures, stale timestamps and replays with 401', async () => {
    const path = '/pro/certificates/upload';
    const wrongSecret = await uploadPro(app, { ...key, secret: 'f'.repeat(64) }, { file_hash: randomHash() });
    const stale = await callPro(app, key, { method: 'POST', path, timestamp: Date.now() - 6 * 60_000 });
    // The exact repeat of a write: same signature, same body.
    const sent = {
      method: 'POST' as const,
      path,
      timestamp: Date.now() - 1000,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ file_hash: randomHash() }),
    };
    expect((await callPro(app, key, sent)).statusCode).toBe(200);
    const replay = await callPro(app, key, sent);
    const codes = [wrongSecret, stale, replay].map((response) => [
      response.statusCode,
      response.json().error,
    ]);
    expect(codes).toEqual([
      [401, 'signature_invalid'],
      [401, 'timestamp_out_of_window'],
      [401, 'signature_replayed'],
    ]);
  });

  it('answers 402 when no credit is left, and takes 50 of 100 concurrent uploads on 50 credits', async () => {
    const { key: poor } = await signUpWithKey(app, { credits: 50, amount: 1210 });
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => uploadPro(app, poor, { file_hash: randomHash() })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(50);
    expect(codes.filter((c) => c === 402)).toHaveLength(50);
    const refused = answers.find((a) => a.statusCode === 402);
    expect(refused?.json()).toMatchObject({ error: 'insufficient_credits' });
    expect(refused?.json().message).toContain('Crédits insuffisants');
    const remaining = answers.filter((a) => a.statusCode === 200).map((a) => a.json().credits_remaining);
    expect(new Set(remaining).size).toBe(50);
    expect(Math.min(...remaining)).toBe(0);
    expect(await creditsOf(poor)).toBe(0);
  });

  it('takes one credit in all for one new fingerprint sent at once by two accounts', async () => {
    const fileHash = randomHash();
    const before = (await creditsOf(key)) + (await creditsOf(otherKey));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => uploadPro(app, i % 2 ? otherKey : key, { file_hash: fileHash })),
    );
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.json().certificate_id)).size).toBe(1);
    expect(answers.map((a) => a.json().credits_used).sort()).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect((await creditsOf(key)) + (await creditsOf(otherKey))).toBe(before - 1);
  });
});
