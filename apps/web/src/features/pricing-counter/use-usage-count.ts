import { useSyncExternalStore } from 'react';
import { readUsageCount, subscribeUsageCount } from './usage-counter';

/** The browser's usage counter; 0 while prerendering, where there is no browser storage. */
export function useUsageCount(): number {
  return useSyncExternalStore(subscribeUsageCount, readUsageCount, () => 0);
}
