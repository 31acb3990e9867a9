import { chainNameOf } from '@horodoc/shared/chain-names';
import { formatAnchorDate } from '@horodoc/shared/format-anchor-date';
import { proofStage } from '@horodoc/shared/proof-stage';
import type { CheckOutcome } from './check-proof';
import { row, type Write } from './report-row';

type Valid = Extract<CheckOutcome, { valid: true }>;

/** « ancré sur Base » on Base's chains; elsewhere the chain is named from its id, never from the proof. */
const anchoredOn = (chainId: number) =>
  chainId === 8453 || chainId === 84532 ? 'ancré sur Base' : `ancré (${chainNameOf(chainId)})`;

/**
 * The stage the checks reached (« ancré sur Base », « finalisé sur Ethereum », « scellé sur Ethereum le … »)
 * and, for a sealed proof, what was checked of its seal: on an Ethereum node, or with none down to the L1
 * block hash. Nothing of the seal is printed as checked that was not.
 */
export function printSeal(write: Write, outcome: Valid): void {
  const { proof, checkpoint } = outcome;
  if (outcome.test) return;
  const stage = proofStage({ onChain: outcome.onChain, checkpoint });
  write(
    row(
      'Étape',
      stage.stage === 'sealed'
        ? `scellé sur Ethereum le ${formatAnchorDate(stage.sealedAt)}`
        : stage.stage === 'finalized'
          ? 'finalisé sur Ethereum'
          : anchoredOn(proof.chainId),
    ),
  );
  if (proof.version !== 4) return;
  const seal = proof.checkpoint;
  if (!checkpoint) return;
  const onNode = checkpoint.checkedOnChain;
  write(
    row(
      'Sceau Ethereum',
      onNode
        ? `${chainNameOf(checkpoint.chainId)} — chaîne ${checkpoint.chainId}, bloc ${checkpoint.blockNumber}`
        : `chaîne ${seal.chainId} nommée par le sceau, bloc ${seal.blockNumber} (non vérifiés sans nœud Ethereum)`,
    ),
  );
  write(row('Hachage bloc Ethereum', checkpoint.blockHash));
  write(
    row(
      '',
      onNode
        ? 'recalculé de l’en-tête joint, identique à celui du nœud'
        : 'recalculé de l’en-tête joint au sceau',
    ),
  );
  if (onNode) {
    write(row('Transaction Ethereum', seal.transactionHash));
    write(
      row('Journal Ethereum', `${seal.contractAddress} — code authentique : ${checkpoint.contractVersion}`),
    );
    write(row('Finalité Ethereum', checkpoint.finalized === true ? 'bloc final' : 'pas encore final'));
  } else {
    write(
      row(
        'Transaction Ethereum',
        `n° ${seal.chainEvidence.receiptIndex} du bloc (son hachage se vérifie avec un nœud)`,
      ),
    );
    write(row('Journal Ethereum', `${seal.contractAddress} (son code se vérifie avec un nœud Ethereum)`));
  }
  if (checkpoint.l1Log === 'not_deployed')
    write(row('', '⚠ journal officiel de Horodoc sur Ethereum pas encore publié : comparez avec horodoc.fr'));
  else if (checkpoint.l1Log === 'local')
    write(row('', 'réseau local de développement : aucun journal officiel'));
  write(
    row(
      'Point de contrôle',
      `${checkpoint.root} (n° ${checkpoint.l1Sequence}, ${seal.leafCount} racines de Base)`,
    ),
  );
  write(row('', `racine de ce lot : n° ${seal.sequence} du journal de Base, feuille ${seal.index}`));
  if (outcome.l1RpcUrl) write(row('Nœud Ethereum interrogé', outcome.l1RpcUrl));
  else if (outcome.l1Note) write(row('Nœud Ethereum', `${outcome.l1Note} : sceau vérifié sans nœud`));
}
