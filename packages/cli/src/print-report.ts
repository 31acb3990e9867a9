import { formatAnchorDate, formatIsoDate } from '@horodoc/shared/format-anchor-date';
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
  const { proof, onChain } = outcome;
  write('✔ Preuve valide : ce fichier est horodaté sur la blockchain, vérifié sans serveur Horodoc.\n');
  if (outcome.warning) write(`⚠ ${outcome.warning}\n`);
  write('\n');
  write(row('Fichier', file));
  write(row('Empreinte', fingerprint));
  write(row("Date d'ancrage", formatAnchorDate(proof.blockTimestamp)));
  write(row('', `${formatIsoUtc(proof.blockTimestamp)} (UTC), égale à l'en-tête du bloc`));
  write(row('Réseau', networkName(proof)));
  write(row('Bloc', String(proof.blockNumber)));
  write(row('Finalité', finalityText(onChain.finalized)));
  write(row('Transaction', proof.transactionHash));
  write(row('Contrat', proof.contractAddress));
  write(row('', `code authentique : ${onChain.contractVersion}`));
  write(row('Journal', officialLogText(onChain.officialLog)));
  write(row('Racine', `${proof.root} (n° ${onChain.sequence} du journal)`));
  if (proof.version === 2 && proof.deploymentBlock !== undefined)
    write(row('Bloc du déploiement', String(proof.deploymentBlock)));
  if (proof.version === 2) write(row('Horodatage RFC 3161', timeStampText(proof)));
  if (proof.explorerUrl) write(row('Explorateur', proof.explorerUrl));
  write(row('Nœud interrogé', outcome.rpcUrl));
}

function networkName(proof: Proof): string {
  return `${proof.chainName ?? 'chaîne'} — chaîne ${proof.chainId}`;
}

function finalityText(finalized: boolean | null): string {
  if (finalized === null) return 'inconnue : le nœud ne donne pas le bloc « finalized »';
  return finalized
    ? 'bloc final sur Ethereum (au plus tard au bloc « finalized » du nœud)'
    : 'pas encore final sur Ethereum (20 à 30 minutes après l’ancrage)';
}

function officialLogText(status: string): string {
  switch (status) {
    case 'official':
      return 'journal officiel de Horodoc sur cette chaîne';
    case 'local':
      return 'réseau local de développement : aucun journal officiel';
    case 'not_deployed':
      return 'journal officiel de Horodoc pas encore publié pour cette chaîne';
    default:
      return 'NON OFFICIEL : ce contrat n’est pas celui de Horodoc';
  }
}

function timeStampText(proof: Extract<Proof, { version: 2 }>): string {
  const token = proof.rfc3161;
  if (!token) return 'absent de cette preuve (téléchargez-la à nouveau plus tard)';
  const when = token.time ? formatIsoDate(token.time) : 'date dans le jeton';
  return `${when}, ${token.authority ?? 'autorité inconnue'}${token.qualified ? ' (déclarée qualifiée)' : ' (non qualifiée)'} — à vérifier avec openssl ts -verify (proof-format.md)`;
}
