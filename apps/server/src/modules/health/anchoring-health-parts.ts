import type { ChainClient } from '../../adapters/chain/chain-client';
import type { AnchoringEngine } from '../anchoring/anchoring-engine';
import type { HealthParts } from './check-health';

/**
 * The anchoring engines as /api/health shows them: `anchoring`, the live engine, and `anchoring_test`, test
 * keys' engine, only where one is configured, with the same details and the network it anchors on (the
 * `chain` part describes the live one only).
 */
export function anchoringHealthParts(options: {
  anchoring: Pick<AnchoringEngine, 'health'>;
  testAnchoring: Pick<AnchoringEngine, 'health'> | null;
  testChain: ChainClient | null;
}): HealthParts {
  const { anchoring, testAnchoring, testChain } = options;
  const parts: HealthParts = { anchoring: { check: () => anchoring.health(), critical: true } };
  if (!testAnchoring) return parts;
  parts.anchoring_test = {
    check: async () => ({
      ...(await testAnchoring.health()),
      ...(testChain
        ? {
            network: {
              id: testChain.chain.id,
              name: testChain.chain.name,
              contractAddress: testChain.contractAddress,
              signer: testChain.account.address,
            },
          }
        : {}),
    }),
    // Only test keys' free, valueless certificates wait on it: a public test network's outage (Base Sepolia
    // has them) must not page anyone for production, nor tell load balancers to drop a healthy instance.
    // Reported in `warnings`, for a monitor that watches the test network without paging.
    critical: false,
  };
  return parts;
}
