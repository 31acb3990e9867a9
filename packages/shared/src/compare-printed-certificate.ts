import { formatParisWallClock, formatUtcDateTime, parisGmtOffset } from './format-paris-date';
import type { TextRun } from './pdf/read-pdf-text';
import type { Proof } from './proof';

/** What a test key's certificate prints in place of its subtitle (and in its title). */
export const CERTIFICATE_TEST_MARKING = 'CERTIFICAT DE TEST — sans valeur probante (réseau de test)';

/** What the printed page says the certificate is: made with a live key, or marked as a test. */
export type PrintedMode = 'live' | 'test';

/** The printed values compared with the proof, named for the report. */
export type PrintedField =
  | 'fingerprint'
  | 'date'
  | 'date_utc'
  | 'block'
  | 'transaction'
  | 'contract'
  | 'root'
  | 'block_time'
  | 'mode';

export interface PrintedDifference {
  field: PrintedField;
  /** Where the certificate prints it. */
  where: string;
  /** What it prints there; null: nothing where Horodoc prints it. */
  printed: string | null;
  /** What the proof says, in the certificate's own words. */
  expected: string;
}

export interface PrintedCertificateComparison {
  mode: PrintedMode;
  differences: PrintedDifference[];
}

/** Spaces of any width (French typography's no-break and narrow no-break ones) count as one. */
const normalize = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * Compares the text printed on a certificate PDF with its embedded proof: the fingerprint, the date in Paris
 * time with its GMT offset and in UTC, the block, the transaction, the contract and the root, wherever
 * page 1 and the annex print them, with the very formatting the certificate uses. A value missing where
 * Horodoc prints it counts as a difference.
 */
export function comparePrintedCertificate(runs: TextRun[], proof: Proof): PrintedCertificateComparison {
  const anchoredAt = new Date(proof.blockTimestamp * 1000);
  const wallClock = formatParisWallClock(anchoredAt);
  const utc = formatUtcDateTime(anchoredAt);
  const block = new Intl.NumberFormat('fr-FR').format(proof.blockNumber);
  const differences: PrintedDifference[] = [];
  const lines = runs.map((run) => ({ page: run.page, text: normalize(run.text) }));
  /** The run drawn `offset` runs after `label` (a row's value follows its label), on page 1 or the annex. */
  const after = (label: string, annex: boolean, offset = 1): string | null => {
    const index = lines.findIndex(
      (line) => (annex ? line.page >= 2 : line.page === 1) && line.text === label,
    );
    return index < 0 ? null : (lines[index + offset]?.text ?? null);
  };
  const expect = (
    field: PrintedField,
    where: string,
    printed: string | null,
    expected: string,
    holds = printed === normalize(expected),
  ) => {
    if (!holds) differences.push({ field, where, printed, expected: normalize(expected) });
  };

  const dateHeading = "DATE ET HEURE DE L'HORODATAGE";
  expect('date', 'page 1, date et heure', after(dateHeading, false), wallClock);
  expect(
    'date_utc',
    'page 1, heure de Paris et UTC',
    after(dateHeading, false, 2),
    `heure de Paris (${parisGmtOffset(anchoredAt)}), soit ${utc}`,
  );
  const blockLine = after(dateHeading, false, 3);
  // The network's name beside it is a display value (derived from the chain id), not compared here.
  expect(
    'block',
    'page 1, bloc',
    blockLine,
    `Bloc ${block}`,
    blockLine?.startsWith(`${normalize(`Bloc ${block}`)} du réseau `),
  );
  const blockchainRow = after('Blockchain', false);
  expect(
    'date',
    'page 1, deux sources de temps',
    blockchainRow,
    wallClock,
    blockchainRow?.startsWith(`${normalize(wallClock)} :`),
  );
  expect('fingerprint', 'page 1, empreinte', after('Empreinte SHA-256', false), proof.fingerprint);
  expect('contract', 'page 1, contrat', after('Contrat (journal public)', false), proof.contractAddress);
  expect('transaction', 'page 1, transaction', after('Transaction', false), proof.transactionHash);
  expect(
    'block_time',
    'page 1, bloc',
    after('Bloc', false),
    `${block}, horodaté ${proof.blockTimestamp} (secondes Unix, UTC)`,
  );
  expect('root', 'page 1, racine', after('Racine de Merkle', false), proof.root);
  expect('fingerprint', 'annexe, empreinte', after('Empreinte (fingerprint)', true), proof.fingerprint);
  expect('root', 'annexe, racine', after('Racine (root)', true), proof.root);
  expect('transaction', 'annexe, transaction', after('Transaction', true), proof.transactionHash);
  expect(
    'block_time',
    'annexe, bloc et horodatage',
    after('Bloc et horodatage', true),
    `${proof.blockNumber} — ${proof.blockTimestamp} (${utc})`,
  );
  const marked = lines.some((line) => line.page === 1 && line.text === normalize(CERTIFICATE_TEST_MARKING));
  const mode: PrintedMode = marked ? 'test' : 'live';
  // Proofs that state their mode (from version 3) must be printed as such: a test proof never looks live.
  const proofMode = (proof as { mode?: unknown }).mode;
  if ((proofMode === 'live' || proofMode === 'test') && !printedModeMatches(mode, proofMode)) {
    differences.push({
      field: 'mode',
      where: 'page 1, sous le titre',
      printed: marked ? CERTIFICATE_TEST_MARKING : null,
      expected: proofMode === 'test' ? CERTIFICATE_TEST_MARKING : 'certificat sans mention de test',
    });
  }
  return { mode, differences };
}

/**
 * Whether the printed page tells the truth about the proof's mode: a test proof must be printed as a test
 * (a live-looking certificate carrying a test proof is refused), and a live one must not be marked test.
 */
export function printedModeMatches(printed: PrintedMode, proofMode: PrintedMode): boolean {
  return printed === proofMode;
}
