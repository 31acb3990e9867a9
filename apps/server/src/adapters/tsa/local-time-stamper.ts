import { type Clock, systemClock } from '../clock/clock';
import type { TimeStamper } from './request-timestamp';
import {
  buildTimeStampRequest,
  buildTimeStampResponse,
  readTimeStampResponse,
  type TsaSigner,
} from './tsa-protocol';

/**
 * The local TSA asked in-process: the same keys and the same protocol as its loopback HTTP server, without a
 * port (the certificate signer of embedded mode and tests use it).
 */
export function createLocalTimeStamper(
  loadSigner: () => Promise<TsaSigner>,
  clock: Clock = systemClock,
): TimeStamper {
  let signer: Promise<TsaSigner> | null = null;
  return {
    url: 'local',
    qualified: false,
    async stamp(root) {
      signer ??= loadSigner();
      const { der, nonce } = buildTimeStampRequest(root);
      const stamped = await readTimeStampResponse(
        await buildTimeStampResponse(der, await signer, new Date(clock.now())),
        root,
        nonce,
      );
      // The signer alone: its root is the local authority's, published at /api/timestamp-authority/roots.pem.
      return { ...stamped, chain: [Buffer.from(stamped.signerCertificate).toString('base64')] };
    },
  };
}
