/**
 * Horodoc's official anchor log on each public chain, filled in when the contract is deployed there (see
 * README, « Déployer le contrat sur Base »). Until then the address is null and every proof naming that chain
 * is reported as « journal non officiel ». Any other address on a public chain is someone else's log: its
 * code may be genuine, but its owner is not Horodoc.
 */
export interface OfficialLog {
  chainId: number;
  chainName: string;
  /** The contract address, checksummed; null until deployed. */
  address: `0x${string}` | null;
  /** The block of the deployment transaction: where a replay of the log starts. */
  deploymentBlock: number | null;
}

export const OFFICIAL_LOGS: Readonly<Record<number, OfficialLog>> = {
  8453: { chainId: 8453, chainName: 'Base', address: null, deploymentBlock: null },
  84532: { chainId: 84532, chainName: 'Base Sepolia', address: null, deploymentBlock: null },
};

/** Chain id of the local development network (anvil): it has no official log, every instance deploys its own. */
export const LOCAL_CHAIN_ID = 31337;

/**
 * Horodoc's official checkpoint log on Ethereum L1, keyed by the Base chain whose log it seals: the same
 * HorodocAnchor code (pinned in `genuine-anchor-code.ts`), one transaction per checkpoint. Base is sealed on
 * Ethereum, Base Sepolia on Sepolia; the local development network on its own local L1 (no official log).
 * Filled in when the contract is deployed (README, « Déployer le contrat sur Ethereum »).
 */
export const OFFICIAL_L1_LOGS: Readonly<Record<number, OfficialLog>> = {
  8453: { chainId: 1, chainName: 'Ethereum', address: null, deploymentBlock: null },
  84532: { chainId: 11155111, chainName: 'Sepolia', address: null, deploymentBlock: null },
};

/** Chain id of the local L1 the embedded mode starts beside its Base stand-in. */
export const LOCAL_L1_CHAIN_ID = 1337;

/** The L1 chain a Base chain's log is sealed on; undefined for a chain Horodoc does not anchor on. */
export function l1ChainFor(baseChainId: number): number | undefined {
  return baseChainId === LOCAL_CHAIN_ID ? LOCAL_L1_CHAIN_ID : OFFICIAL_L1_LOGS[baseChainId]?.chainId;
}

/**
 * The status of an L1 checkpoint log sealing `baseChainId`'s log, as {@link officialLogStatus} says it of a
 * Base log: `unknown_chain` when `l1ChainId` is not the L1 that Base chain is sealed on.
 */
export function l1LogStatus(baseChainId: number, l1ChainId: number, address: string): OfficialLogStatus {
  if (l1ChainFor(baseChainId) !== l1ChainId) return 'unknown_chain';
  if (l1ChainId === LOCAL_L1_CHAIN_ID) return 'local';
  const log = OFFICIAL_L1_LOGS[baseChainId];
  if (!log?.address) return 'not_deployed';
  return log.address.toLowerCase() === address.toLowerCase() ? 'official' : 'unofficial';
}

/**
 * official: the log Horodoc publishes for that chain; unofficial: another address on a public chain;
 * not_deployed: the chain is public but Horodoc's log is not deployed there yet; local: a development
 * network, where each instance deploys its own; unknown_chain: a chain Horodoc does not anchor on.
 */
export type OfficialLogStatus = 'official' | 'unofficial' | 'not_deployed' | 'local' | 'unknown_chain';

/** Addresses compare without regard to case (EIP-55 only adds a checksum through letter case). */
export function officialLogStatus(chainId: number, address: string): OfficialLogStatus {
  if (chainId === LOCAL_CHAIN_ID) return 'local';
  const log = OFFICIAL_LOGS[chainId];
  if (!log) return 'unknown_chain';
  if (!log.address) return 'not_deployed';
  return log.address.toLowerCase() === address.toLowerCase() ? 'official' : 'unofficial';
}

/** The official log's warning in French, or null when the address is Horodoc's own or the chain is local. */
export function officialLogWarningFr(chainId: number, address: string): string | null {
  const status = officialLogStatus(chainId, address);
  const name = OFFICIAL_LOGS[chainId]?.chainName ?? `chaîne ${chainId}`;
  switch (status) {
    case 'official':
    case 'local':
      return null;
    case 'not_deployed':
      return `Attention : le journal officiel de Horodoc sur ${name} n’est pas encore publié dans ce vérificateur ; rien ne garantit que le contrat ${address} soit celui de Horodoc. Comparez-le à l’adresse publiée sur horodoc.fr.`;
    case 'unofficial':
      return `Attention : le contrat ${address} n’est pas le journal officiel de Horodoc sur ${name} (${OFFICIAL_LOGS[chainId]?.address}). Son code est authentique, mais il a été déployé par quelqu’un d’autre : ce certificat n’a pas été émis par Horodoc.`;
    case 'unknown_chain':
      return `Attention : Horodoc n’ancre pas sur la chaîne ${chainId} ; le contrat ${address} n’est pas un journal officiel de Horodoc.`;
  }
}
