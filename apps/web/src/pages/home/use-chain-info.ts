import type { ChainInfo } from '@horodoc/shared/verify-api';
import { useEffect, useState } from 'react';
import { apiGet } from '../../features/api-client/api-client';

/** The log this service anchors into, asked of the server once the page runs (null until then, or offline). */
export function useChainInfo(): ChainInfo | null {
  const [info, setInfo] = useState<ChainInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiGet<ChainInfo>('/api/chain', { signal: controller.signal })
      .then(setInfo)
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return info;
}
