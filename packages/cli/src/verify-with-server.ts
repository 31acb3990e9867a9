import { writeFile } from 'node:fs/promises';
import { type VerifyResponse, verifyResponseSchema } from '@horodoc/shared/verify-api';
import { type CheckProofOptions, checkProof } from './check-proof';
import { EXIT, type ExitCode } from './exit-codes';
import { printReport } from './print-report';
import { fingerprintOf, InputError } from './read-input-files';
import { row, type Write } from './report-row';
import { exitCodeOf } from './verify-with-proof';

export interface VerifyWithServerOptions
  extends Pick<CheckProofOptions, 'rpcUrl' | 'l1RpcUrl' | 'offline' | 'tsaAnchors'> {
  file: string;
  serverUrl: string;
  /** Where to keep the proof the server returns, so the next check needs no server. */
  saveProofPath?: string;
  write: Write;
}

/**
 * `horodoc verify FILE`: asks a Horodoc server whether it knows the fingerprint (only the fingerprint is
 * sent), then checks the proof it returns on the chain itself rather than trusting the server's verdict.
 */
export async function verifyWithServer(options: VerifyWithServerOptions): Promise<ExitCode> {
  const fingerprint = await fingerprintOf(options.file);
  const answer = await askServer(options.serverUrl, fingerprint);
  if (!answer.found) {
    options.write(`✘ Document non trouvé : ${answer.message}\n\n`);
    options.write(row('Fichier', options.file) + row('Empreinte', fingerprint));
    return EXIT.unknownToServer;
  }
  options.write(
    `Le serveur ${options.serverUrl} connaît ce document ; sa preuve est vérifiée ici sur la blockchain.\n`,
  );
  if (options.saveProofPath) {
    await writeFile(options.saveProofPath, `${JSON.stringify(answer.proof, null, 2)}\n`);
    options.write(
      `Preuve enregistrée dans ${options.saveProofPath} : la prochaine vérification pourra se passer du serveur.\n`,
    );
  }
  options.write('\n');
  const checked = await checkProof({ ...options, proof: answer.proof, fingerprint });
  // A server may know a certificate is a test one when its proof predates the mode field: that word can only
  // take value away, so it is taken.
  const outcome = checked.valid && answer.mode === 'test' ? { ...checked, test: true } : checked;
  printReport(options.write, options.file, fingerprint, outcome);
  return exitCodeOf(outcome);
}

async function askServer(serverUrl: string, fingerprint: string): Promise<VerifyResponse> {
  const url = new URL('/api/verify', serverUrl);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ file_hash: fingerprint }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const why =
      error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new InputError(`Serveur Horodoc injoignable : ${url.origin} (${why}).`, EXIT.serverUnreachable);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new InputError(
      `Le serveur ${url.origin} a répondu ${response.status}${typeof message === 'string' ? ` : ${message}` : '.'}`,
      EXIT.serverUnreachable,
    );
  }
  const parsed = verifyResponseSchema.safeParse(body);
  if (!parsed.success) {
    throw new InputError(
      `Réponse inattendue du serveur ${url.origin} : ce n’est pas un serveur Horodoc compatible.`,
      EXIT.serverUnreachable,
    );
  }
  // The schema checked the proof's shape; its hashes are 0x-typed from here on.
  return parsed.data as VerifyResponse;
}
