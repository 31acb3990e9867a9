import { formatEther } from 'viem';
import type { ChainClient } from '../../adapters/chain/chain-client';
import type { Database } from '../../adapters/db/database';
import type { Mailer } from '../../adapters/mail/mailer';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import type { Config } from '../../config';

export interface HealthReport {
  status: 'ok' | 'degraded';
  /** The failing parts the service cannot do without: any of them makes the status `degraded` (503). */
  failing: string[];
  /** The failing parts it can (the test network's engine): reported, status unchanged. */
  warnings: string[];
  version: string;
  database: { kind: string; ok: boolean };
  chain: {
    ok: boolean;
    id: number;
    name: string;
    latestBlock: number | null;
    contractAddress: string;
    signer: string;
    balanceWei: string | null;
    balanceEth: string | null;
  };
  payments: { provider: string; ok: boolean };
  mail: { transport: string; ok: boolean };
  [part: string]: unknown;
}

/** A part besides the adapters (an anchoring engine…): whether it works, and its details. */
export interface HealthPart {
  check: () => Promise<{ ok: boolean; [key: string]: unknown }>;
  /**
   * Whether its failure degrades the service (503: what pages the operator). False for a part no paying
   * customer relies on: its failure goes to `warnings` and the status stays `ok`.
   */
  critical: boolean;
}

/** The parts besides the adapters, by the name they are reported under. */
export type HealthParts = Record<string, HealthPart>;

/** What the check asks. */
export interface HealthCheckDeps {
  config: Pick<Config, 'version' | 'payments' | 'mail'>;
  database: Pick<Database, 'kind' | 'ping'>;
  chain: ChainClient;
  mailer: Pick<Mailer, 'check'>;
  payments: Pick<PaymentProvider, 'check'>;
  healthParts: HealthParts;
}

/** A part that does not answer within this delay counts as down. */
const PART_TIMEOUT_MS = 3000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), PART_TIMEOUT_MS).unref()),
  ]);
}

/** Asks each part in parallel whether it works. Extra parts (anchoring…) add themselves through `deps.healthParts`. */
export async function checkHealth(deps: HealthCheckDeps): Promise<HealthReport> {
  const { database, chain, mailer, config } = deps;
  const [dbOk, chainState, mailOk, paymentsOk, extra] = await Promise.all([
    withTimeout(database.ping()).catch(() => false),
    withTimeout(
      Promise.all([
        chain.publicClient.getBlockNumber({ cacheTime: 0 }),
        chain.publicClient.getBalance({ address: chain.account.address }),
      ]),
    ).catch(() => null),
    withTimeout(mailer.check()).catch(() => false),
    withTimeout(deps.payments.check()).catch(() => false),
    Promise.all(
      Object.entries(deps.healthParts).map(
        async ([name, part]) =>
          [name, await withTimeout(part.check()).catch(() => ({ ok: false })), part.critical] as const,
      ),
    ),
  ]);

  const report: HealthReport = {
    status: 'ok',
    failing: [],
    warnings: [],
    version: config.version,
    database: { kind: database.kind, ok: dbOk },
    chain: {
      ok: chainState !== null,
      id: chain.chain.id,
      name: chain.chain.name,
      latestBlock: chainState ? Number(chainState[0]) : null,
      contractAddress: chain.contractAddress,
      signer: chain.account.address,
      balanceWei: chainState ? chainState[1].toString() : null,
      balanceEth: chainState ? formatEther(chainState[1]) : null,
    },
    payments: { provider: config.payments.kind, ok: paymentsOk },
    mail: { transport: config.mail.kind, ok: mailOk },
  };
  for (const [name, value] of extra) report[name] = value;

  const failed = (name: string) => (report[name] as { ok: boolean }).ok !== true;
  const extraParts = (critical: boolean) =>
    extra.filter(([, , isCritical]) => isCritical === critical).map(([name]) => name);
  report.failing = ['database', 'chain', 'payments', 'mail', ...extraParts(true)].filter(failed);
  report.warnings = extraParts(false).filter(failed);
  if (report.failing.length > 0) report.status = 'degraded';
  return report;
}
