import { chainNameOf } from '@horodoc/shared/chain-names';
import { formatAnchorDate } from '@horodoc/shared/format-anchor-date';
import { proofStage } from '@horodoc/shared/proof-stage';
import { ShieldCheckIcon } from '../../components/icons';
import { verify as t } from '../../i18n/fr';
import type { VerifyOutcome } from './verify-document';

type Found = Extract<VerifyOutcome, { kind: 'found' }>;

/** Base and Base Sepolia: elsewhere the chain is named from its id. */
const BASE_CHAINS: ReadonlySet<number> = new Set([8453, 84532]);

/**
 * The stage the browser's checks reached, as every verifier names it: « Ancré sur Base », « Finalisé sur
 * Ethereum », « Scellé sur Ethereum le … »; for a sealed proof, what this browser checked of the seal. A stage
 * is shown only once checked here: finality as the Base node said it, the seal on an Ethereum node or, when
 * none answers, with no node down to the block hash (and said so).
 */
export function SealStage({ outcome }: { outcome: Found }) {
  const { seal, browser, proof } = outcome;
  // A test proof reaches no stage: it proves nothing, and is never sealed.
  if ('mode' in proof && proof.mode === 'test') return null;
  const checkpoint = seal?.checkpoint ?? null;
  const finalized = browser.status === 'verified' && browser.finalized === true;
  const stage = proofStage({ onChain: { finalized }, checkpoint });
  const title =
    stage.stage === 'sealed'
      ? t.seal.sealed(formatAnchorDate(stage.sealedAt))
      : stage.stage === 'finalized'
        ? t.seal.finalized
        : BASE_CHAINS.has(proof.chainId)
          ? t.seal.anchored
          : t.seal.anchoredOn(chainNameOf(proof.chainId));
  const onNode = seal?.status === 'verified';
  return (
    <div
      className={`mt-4 rounded-xl p-4 ring-1 ${checkpoint ? 'bg-indigo-50 text-indigo-950 ring-indigo-200' : 'bg-slate-50 text-slate-800 ring-slate-200'}`}
      data-testid={`proof-stage-${stage.stage}`}
    >
      <div className="flex gap-3">
        <span className={`mt-0.5 h-6 w-6 shrink-0 ${checkpoint ? 'text-indigo-600' : 'text-slate-500'}`}>
          <ShieldCheckIcon />
        </span>
        <div className="min-w-0">
          <p className="text-sm">{t.seal.stageLabel}</p>
          <p className="font-semibold">{title}</p>
          <p className="mt-1 text-sm leading-relaxed">
            {!checkpoint
              ? t.seal.notYet
              : onNode
                ? t.seal.byBrowser
                : t.seal.offline(seal?.status === 'unreachable' ? seal.rpcUrl : null)}
          </p>
        </div>
      </div>
      {checkpoint && outcome.proof.version === 4 && (
        <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[11rem_1fr]">
          <dt className="opacity-70">{t.seal.network}</dt>
          <dd>
            {onNode
              ? t.seal.networkName(chainNameOf(checkpoint.chainId), checkpoint.chainId)
              : t.seal.networkUnchecked(outcome.proof.checkpoint.chainId)}
          </dd>
          <dt className="opacity-70">{t.seal.block}</dt>
          <dd>{checkpoint.blockNumber}</dd>
          <dt className="opacity-70">{t.seal.blockHash}</dt>
          <dd className="break-all font-mono">{checkpoint.blockHash}</dd>
          {onNode && (
            <>
              <dt className="opacity-70">{t.seal.transaction}</dt>
              <dd className="break-all font-mono">{outcome.proof.checkpoint.transactionHash}</dd>
            </>
          )}
          <dt className="opacity-70">{t.seal.checkpoint}</dt>
          <dd>{t.seal.checkpointValue(checkpoint.l1Sequence, outcome.proof.checkpoint.leafCount)}</dd>
        </dl>
      )}
    </div>
  );
}
