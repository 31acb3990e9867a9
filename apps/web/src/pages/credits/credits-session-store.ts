import type { SigningKey } from '../../features/api-client/sign-request';

/**
 * The credits page's sign-in, kept across a reload for the session key's two hours. Its secret is never
 * stored as text: IndexedDB keeps the non-extractable WebCrypto key itself (structured clone), which signs
 * but cannot be read back, by this page or any script. localStorage would hold the secret in clear for any
 * script to copy; sessionStorage too, and it would not outlive the tab. Sign-out and expiry delete it.
 */
export interface StoredCreditsSession {
  key: SigningKey;
  email: string;
  company: string | null;
  /** ISO 8601: the server refuses the key from then on. */
  expiresAt: string;
}

const DATABASE = 'horodoc';
const STORE = 'credits-session';
const RECORD = 'current';

function open(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE);
      request.onsuccess = () => resolve(request.result);
      // Storage blocked (private mode, policy): the sign-in lasts as long as the page.
      request.onerror = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function run<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  const database = await open();
  if (!database) return undefined;
  try {
    return await new Promise<T | undefined>((resolve) => {
      const request = act(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    });
  } finally {
    database.close();
  }
}

/** Keeps the sign-in for the next loads of the page. */
export async function saveCreditsSession(session: StoredCreditsSession): Promise<void> {
  await run('readwrite', (store) => store.put(session, RECORD)).catch(() => undefined);
}

/** The kept sign-in, if its key has not reached its end at `now`; an ended one is forgotten. */
export async function loadCreditsSession(now = Date.now()): Promise<StoredCreditsSession | null> {
  const stored = (await run('readonly', (store) => store.get(RECORD)).catch(() => undefined)) as
    | StoredCreditsSession
    | undefined;
  if (!stored?.key?.hmac || typeof stored.email !== 'string') return null;
  if (!(Date.parse(stored.expiresAt) > now)) {
    await clearCreditsSession();
    return null;
  }
  return stored;
}

/** Forgets the kept sign-in (sign-out, or the server refused the key). */
export async function clearCreditsSession(): Promise<void> {
  await run('readwrite', (store) => store.delete(RECORD)).catch(() => undefined);
}
