/**
 * How many documents this browser has timestamped: a local counter that sets the price (the first document
 * costs more) and is never sent to any server. Clearing the browser's data resets it.
 */
const STORAGE_KEY = 'horodoc_documents_timestamped';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage blocked (private mode, policy): every document is then priced as a first one.
    return null;
  }
}

export function readUsageCount(): number {
  const value = Number.parseInt(storage()?.getItem(STORAGE_KEY) ?? '0', 10);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** One more document timestamped from this browser. */
export function incrementUsageCount(): number {
  const next = readUsageCount() + 1;
  try {
    storage()?.setItem(STORAGE_KEY, String(next));
  } catch {
    // Quota or policy: the price simply stays the first one's.
  }
  for (const listener of listeners) listener();
  return next;
}

/** For useSyncExternalStore: changes made here, and in other tabs. */
export function subscribeUsageCount(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
