import type { ChainInfo } from '@horodoc/shared/verify-api';
import { useEffect, useState } from 'react';
import { apiGet, unparsed } from '../../features/api-client/api-client';

/**
 * The log this service anchors into, asked of the server once the page runs (null until then, offline, or
 * when `skip` says the page already knows).
 */
export function useChainInfo({ skip = false } = {}): ChainInfo | null {
  const [info, setInfo] = useState<ChainInfo | null>(null);
  useEffect(() => {
    if (skip) return;
    const controller = new AbortController();
    // Unparsed: a line of text on the home page is not worth zod in its bundle.
    apiGet('/api/chain', unparsed<ChainInfo>(), { signal: controller.signal })
      .then(setInfo)
      .catch(() => {});
    return () => controller.abort();
  }, [skip]);
  return info;
}
