import type { Subscription } from '@horodoc/shared/web-account-api';
import { accountReads } from './web-account-calls';

/** How often, and how many times, a paid subscription is read again before the page gives up. */
const POLL_MS = 500;
const POLLS = 40;

/**
 * After the card: the subscription, read until the provider says its first month is paid. Each read makes
 * the server ask the provider (the webhook does the same in the background).
 * @throws Error when it is still not active after about 20 s, or has expired; ApiError when a read fails.
 */
export async function waitUntilActive(
  id: string,
  wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<Subscription> {
  for (let poll = 0; poll < POLLS; poll++) {
    const subscription = await accountReads.subscription(id);
    if (subscription.is_active) return subscription;
    if (subscription.status !== 'incomplete') break;
    await wait(POLL_MS);
  }
  throw new Error('subscription not active');
}
