import { useEffect, useState } from 'react';

/**
 * False in the prerendered page, true once React runs it. The sign-in forms stay disabled until then:
 * typed into before hydration, their fields would be emptied by it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
