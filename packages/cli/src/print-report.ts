import { formatAnchorDate } from '@horodoc/shared/format-anchor-date';
import type { Proof } from '@horodoc/shared/proof';
import type { CheckOutcome } from './check-proof';
import { formatIsoUtc } from './format-iso-utc';

export type Write = (text: string) => void;

/** One aligned line of the report. */
export const row = (label: string, value: string) => `  ${label.padEnd(24)}${value}\n`;

/** The verdict for people: what was checked, where, and when the document was anchored. */
export function printReport(write: Write, file: string, fingerprint: string, outcome: CheckOutcome): void {
  if (!outcome.valid) {
    write(`✘ ${outcome.message}\n\n`);
    write(row('Fichier', file));
    for (const [label, value] of outcome.details) write(row(label, value));
    return;
  }
  const { proof } = outcome;
  write('✔ Preuve valide : ce fichier est horodaté sur la blockchain, vérifié sans serveur Horodoc.\n\n');
  write(row('Fichier', file));
  write(row('Empreinte', fingerprint));
  write(row("Date d'ancrage", formatAnchorDate(proof.blockTimestamp)));
  write(row('', `${formatIsoUtc(proof.blockTimestamp)} (UTC)`));
  write(row('Réseau', networkName(proof)));
  write(row('Bloc', String(proof.blockNumber)));
  write(row('Transaction', proof.transactionHash));
  write(row('Contrat', proof.contractAddress));
  write(row('Racine', outcome.sequence ? `${proof.root} (n° ${outcome.sequence} du journal)` : proof.root));
  if (proof.explorerUrl) write(row('Explorateur', proof.explorerUrl));
  write(row('Nœud interrogé', outcome.rpcUrl));
}

function networkName(proof: Proof): string {
  return `${proof.chainName} — chaîne ${proof.chainId}`;
}
