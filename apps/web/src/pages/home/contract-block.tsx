import { ExternalLinkIcon } from '../../components/icons';
import { home } from '../../i18n/fr';
import { contractAddress, contractExplorerUrl, EXPLORER_URL } from './contract-address';
import { FILL_CONTRACT_BLOCK_SCRIPT } from './contract-block-script';
import { useChainInfo } from './use-chain-info';

const t = home.verification;

interface ContractView {
  address: string;
  /** The contract on a public explorer; null on a chain without one (the local demonstration chain). */
  explorer: string | null;
  chainName: string;
  deploymentBlock: number | null;
}

/** Known at build time once deployed on Base; otherwise the running service says where it anchors. */
function useContractView(): { view: ContractView | null; builtIn: boolean } {
  const built = contractAddress();
  const chainInfo = useChainInfo({ skip: built !== null });
  if (built) {
    return {
      view: {
        address: built,
        explorer: contractExplorerUrl(built),
        chainName: 'Base',
        deploymentBlock: null,
      },
      builtIn: true,
    };
  }
  const view = chainInfo && {
    address: chainInfo.contract_address,
    explorer: chainInfo.contract_explorer_url,
    chainName: chainInfo.chain_name,
    deploymentBlock: chainInfo.deployment_block,
  };
  return { view, builtIn: false };
}

/**
 * The contract the service anchors into, with its explorer link where the chain has one. Its address shows
 * as the page loads: prerendered when known at build time, or filled in by the page's load script (the
 * elements marked `data-contract`, which therefore accept a differing first render).
 */
export function ContractBlock() {
  const { view, builtIn } = useContractView();
  const local = view !== null && view.explorer === null;
  return (
    <div className="rounded-2xl bg-slate-50 p-7" data-contract-block={builtIn ? 'built' : 'fetch'}>
      <h3 className="font-semibold text-lg text-slate-900">{t.contractTitle}</h3>
      <p className="mt-2 text-slate-600">{t.contractText}</p>
      <p
        className="mt-3 text-slate-500 text-sm"
        data-contract="pending"
        hidden={view !== null}
        suppressHydrationWarning
      >
        {t.contractPending}
      </p>
      <p
        className="mt-3 break-all font-mono text-slate-800 text-sm"
        data-contract="address"
        data-testid="home-contract-address"
        hidden={view === null}
        suppressHydrationWarning
      >
        {view?.address ?? ''}
      </p>
      <p className="mt-4" data-contract="explorer" hidden={!view?.explorer} suppressHydrationWarning>
        <a
          href={view?.explorer ?? EXPLORER_URL}
          rel="noopener noreferrer"
          data-contract="explorer-link"
          className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          suppressHydrationWarning
        >
          {t.contractLink}
          <span className="h-4 w-4 shrink-0">
            <ExternalLinkIcon />
          </span>
        </a>
      </p>
      <p
        className="mt-3 text-slate-600 text-sm"
        data-contract="local"
        hidden={!local}
        suppressHydrationWarning
      >
        {t.contractLocal.before}
        <span data-contract="chain" suppressHydrationWarning>
          {view?.chainName ?? ''}
        </span>
        {t.contractLocal.network}
        <span data-contract="deployed" hidden={view?.deploymentBlock == null} suppressHydrationWarning>
          {t.contractLocal.deployedAt}
          <span data-contract="block" suppressHydrationWarning>
            {String(view?.deploymentBlock ?? '')}
          </span>
        </span>
        {t.contractLocal.after}
      </p>
      <p className="mt-4 border-slate-200 border-t pt-4 text-slate-600 text-sm leading-relaxed">
        {t.contractRole}
      </p>
      {!builtIn && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no outside input. It runs once, as the prerendered page loads; React never runs a script it renders itself.
        <script dangerouslySetInnerHTML={{ __html: FILL_CONTRACT_BLOCK_SCRIPT }} />
      )}
    </div>
  );
}
