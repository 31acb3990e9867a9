import { chainNameOf } from '@horodoc/shared/chain-names';
import { formatAnchorDate } from '@horodoc/shared/format-anchor-date';
import type { TimeStampVerdict } from '@horodoc/shared/verify-timestamp-token';
import type { CheckOutcome } from './check-proof';
import { formatIsoUtc } from './format-iso-utc';
import { printSeal } from './print-seal';
import { row, type Write } from './report-row';

/**
 * The verdict for people: what was checked, where, and when the document was anchored. Only values a check
 * established are printed as such: the chain's name comes from its id, the transaction hash is printed
 * offline as not checked, and the token's date only once the token is verified.
 */
export function printReport(write: Write, file: string, fingerprint: string, outcome: CheckOutcome): void {
  if (!outcome.valid) {
    write(`✘ ${outcome.message}\n\n`);
    write(row('Fichier', file));
    for (const [label, value] of outcome.details) write(row(label, value));
    return;
  }
  const { proof, onChain, evidence } = outcome;
  if (outcome.test) {
    write(
      '⚠ Preuve de TEST, sans valeur probante : elle a été faite avec une clé de test ou sur un réseau de test. Les contrôles tiennent, mais elle ne prouve rien.\n',
    );
  } else if (onChain) {
    write('✔ Preuve valide : ce fichier est horodaté sur la blockchain, vérifié sans serveur Horodoc.\n');
  } else if (outcome.checkpoint?.checkedOnChain) {
    write(
      '✔ Preuve valide avec Ethereum seul : du fichier jusqu’au bloc d’Ethereum qui la scelle, sans nœud Base ni serveur Horodoc.\n',
    );
  } else {
    write(
      '✔ Preuve valide hors ligne : du fichier jusqu’au hachage du bloc, sans aucun nœud. Comparez ce hachage avec un explorateur ou un nœud de la chaîne.\n',
    );
  }
  if (outcome.warning) write(`⚠ ${outcome.warning}\n`);
  write('\n');
  write(row('Fichier', file));
  write(row('Empreinte', fingerprint));
  write(row("Date d'ancrage", formatAnchorDate(proof.blockTimestamp)));
  write(
    row(
      '',
      `${formatIsoUtc(proof.blockTimestamp)} (UTC), ${onChain ? "égale à l'en-tête du bloc" : "celle de l'en-tête joint"}`,
    ),
  );
  write(
    row(
      'Réseau',
      onChain
        ? `${chainNameOf(proof.chainId)} — chaîne ${proof.chainId}`
        : `chaîne ${proof.chainId} nommée par la preuve, non vérifiée hors ligne`,
    ),
  );
  write(row('Bloc', String(proof.blockNumber)));
  if (evidence) {
    write(row('Hachage du bloc', evidence.blockHash));
    write(
      row(
        '',
        onChain
          ? 'recalculé de l’en-tête joint, identique à celui du nœud'
          : 'recalculé de l’en-tête joint à la preuve',
      ),
    );
  }
  if (onChain) write(row('Finalité', finalityText(onChain.finalized)));
  if (onChain) write(row('Transaction', proof.transactionHash));
  else if (evidence)
    write(row('Transaction', `n° ${evidence.receiptIndex} du bloc (son hachage se vérifie avec un nœud)`));
  write(row('Contrat', proof.contractAddress));
  if (onChain) {
    write(row('', `code authentique : ${onChain.contractVersion}`));
    write(row('Journal', officialLogText(onChain.officialLog)));
    write(row('Racine', `${proof.root} (n° ${onChain.sequence} du journal)`));
  } else {
    write(row('', 'son événement RootAnchored est dans le reçu prouvé ; son code se vérifie avec un nœud'));
    write(row('Racine', proof.root));
  }
  if (proof.version >= 2 && 'deploymentBlock' in proof && proof.deploymentBlock !== undefined)
    write(row('Bloc du déploiement', String(proof.deploymentBlock)));
  if (proof.version >= 2) write(row('Horodatage RFC 3161', timeStampText(outcome.timeStamp)));
  if (outcome.rpcUrl) write(row('Nœud interrogé', outcome.rpcUrl));
  printSeal(write, outcome);
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

/** The token's verdict, apart from the chain's: its date is printed only once the token is verified. */
function timeStampText(verdict: TimeStampVerdict): string {
  switch (verdict.status) {
    case 'absent':
      return 'absent de cette preuve (téléchargez-la à nouveau plus tard)';
    case 'verified':
      return `vérifié : ${formatAnchorDate(Math.floor(verdict.genTime.getTime() / 1000))}, ${verdict.authority} — ${verdict.qualified ? 'autorité qualifiée (racine donnée avec --tsa-qualified-root)' : 'autorité non qualifiée'}`;
    case 'untrusted':
      return `NON VÉRIFIÉ : le jeton porte la racine et sa signature tient, mais sa chaîne de certificats ne mène à aucune autorité de confiance à sa date (donnez la racine de l’autorité avec --tsa-root)`;
    case 'invalid':
      return `✘ JETON INVALIDE : ce n’est pas un jeton de cette racine, ou sa signature ne tient pas (${verdict.detail}) ; il ne prouve rien, la preuve sur la chaîne est jugée à part`;
  }
}
