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
