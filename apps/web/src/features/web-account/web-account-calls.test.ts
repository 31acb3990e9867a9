import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAuthToken, type TokenStorage } from './auth-token-store';
import { checkStoredSession, logInWebAccount, logOutWebAccount } from './web-account-calls';

const TOKEN = `hwt_${'a'.repeat(64)}`;
const USER = { id: 'u1', email: 'marie@example.fr', company: null, created_at: '2026-03-10T09:00:00.000Z' };
const PROFILE = {
  user: USER,
  can_upload_document: false,
  subscription_plan: 'free',
  credits_balance: 0,
  subscription: null,
  usage: null,
};

/** A browser's localStorage, kept in memory. */
function memoryStorage(initial: Record<string, string> = {}): TokenStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** The network, answering each call with this status and body, and recording what was sent. */
function answerWith(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the web account client', () => {
  it('keeps the token of a login under auth_token', async () => {
    const storage = memoryStorage();
    const calls = answerWith(200, { token: TOKEN, expires_at: '2026-04-09T09:00:00.000Z', user: USER });
    await logInWebAccount({ email: USER.email, password: 'motdepasse-solide' }, storage);
    expect(calls[0]?.url).toBe('/api/auth/login/');
    expect(storage.items.get('auth_token')).toBe(TOKEN);
  });

  it('checks the stored token at start by its profile, sent as Authorization: Token', async () => {
    const storage = memoryStorage({ auth_token: TOKEN });
    const calls = answerWith(200, PROFILE);
    expect(await checkStoredSession(storage)).toEqual(PROFILE);
    expect(calls[0]?.init.headers).toMatchObject({ authorization: `Token ${TOKEN}` });
    expect(readAuthToken(storage)).toBe(TOKEN);
  });

  it('clears the token when the profile check is refused', async () => {
    const storage = memoryStorage({ auth_token: TOKEN });
    answerWith(401, { success: false, error: 'authentication_failed', message: 'Session expirée' });
    expect(await checkStoredSession(storage)).toBeNull();
    expect(storage.items.has('auth_token')).toBe(false);
  });

  it('keeps the token when the check fails for lack of network', async () => {
    const storage = memoryStorage({ auth_token: TOKEN });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await checkStoredSession(storage)).toBeNull();
    expect(readAuthToken(storage)).toBe(TOKEN);
  });

  it('makes no call without a token, and forgets a malformed one', async () => {
    const storage = memoryStorage({ auth_token: 'pas-un-jeton' });
    const calls = answerWith(200, PROFILE);
    expect(await checkStoredSession(storage)).toBeNull();
    expect(calls).toEqual([]);
    expect(storage.items.has('auth_token')).toBe(false);
  });

  it('forgets the token at logout even when the server already refused it', async () => {
    const storage = memoryStorage({ auth_token: TOKEN });
    const calls = answerWith(401, {
      success: false,
      error: 'authentication_failed',
      message: 'Session expirée',
    });
    await logOutWebAccount(storage);
    expect(calls[0]?.url).toBe('/api/auth/logout/');
    expect(calls[0]?.init.method).toBe('POST');
    expect(storage.items.has('auth_token')).toBe(false);
  });
});
