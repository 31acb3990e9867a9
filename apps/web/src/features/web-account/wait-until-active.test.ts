// @vitest-environment happy-dom
import { AUTH_TOKEN_STORAGE_KEY } from '@horodoc/shared/web-token';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitUntilActive } from './wait-until-active';

const subscription = (status: string, isActive: boolean) => ({
  id: '7d1f3c52-1b9e-4a57-9d5e-1f6a3e0c9b21',
  plan: 'starter',
  plan_name: 'Starter',
  status,
  status_label: status,
  is_active: isActive,
  cancel_at_period_end: false,
  current_period_start: null,
  current_period_end: null,
  canceled_at: null,
  ended_at: null,
  monthly_price: 900,
  monthly_price_ttc: 1089,
  documents_per_month: 25,
  documents_used: 0,
  created_at: '2026-11-23T05:00:00.000Z',
});

/** The server's successive answers to the subscription's reads. */
function answers(...bodies: unknown[]) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(bodies[Math.min(urls.length - 1, bodies.length - 1)]), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return urls;
}

const noWait = async () => {};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('waiting for a paid subscription to turn active', () => {
  it('reads it again until the provider confirms its first month', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `hwt_${'b'.repeat(64)}`);
    const urls = answers(
      subscription('incomplete', false),
      subscription('incomplete', false),
      subscription('active', true),
    );
    const active = await waitUntilActive('7d1f3c52-1b9e-4a57-9d5e-1f6a3e0c9b21', noWait);
    expect(active.status).toBe('active');
    expect(urls).toHaveLength(3);
    expect(urls[0]).toBe('/api/payments/subscriptions/7d1f3c52-1b9e-4a57-9d5e-1f6a3e0c9b21/');
  });

  it('gives up at once when the subscription expired unpaid', async () => {
    localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, `hwt_${'b'.repeat(64)}`);
    const urls = answers(subscription('incomplete_expired', false));
    await expect(waitUntilActive('7d1f3c52-1b9e-4a57-9d5e-1f6a3e0c9b21', noWait)).rejects.toThrow();
    expect(urls).toHaveLength(1);
  });
});
