import type { ApiMode } from '../../adapters/db/schema/api-mode';

/**
 * The modes of key a key may list, create, roll and revoke: a live key any of its account's, a test key test
 * ones only. So no key makes a key with more rights than its own (a test key never mints a live one), and a
 * test key, which may sit in less guarded places, can neither see nor end the live ones.
 */
export function manageableKeyModes(callerMode: ApiMode): readonly ApiMode[] {
  return callerMode === 'live' ? ['live', 'test'] : ['test'];
}
