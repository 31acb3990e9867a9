import type { ChainInfo } from '@horodoc/shared/verify-api';
import { useEffect, useState } from 'react';
import { apiGet, unparsed } from '../../features/api-client/api-client';

/** The log this service anchors into, asked of the server once the page runs (null until then, or offline). */
export function useChainInfo(): ChainInfo | null {
  const [info, setInfo] = useState<ChainInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    // Unparsed: a line of text on the home page is not worth zod in its bundle.
    apiGet('/api/chain', unparsed<ChainInfo>(), { signal: controller.signal })
      .then(setInfo)
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return info;
}
