import { expect, type Locator, type Page } from '@playwright/test';

/** Where the header ends: the notifications sit below it. */
const HEADER_HEIGHT = 64;

/**
 * Stops the page's clock where it is, so the notifications on screen stay for the checks that follow
 * however slow the machine (they leave after a few seconds), and waits for their slide-in to end. Needs
 * `page.clock.install()` before the page was opened.
 */
export async function holdNotifications(page: Page) {
  // Paused a little ahead of the page's clock, which runs while the time is read and sent back: on a loaded
  // machine that took more than the 1 ms once given, and a time already passed is refused. Notifications last
  // seconds: 200 ms ahead changes nothing of them.
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 200));
      break;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
  await page.evaluate(async () => {
    const area = document.querySelector('[aria-label="Notifications"]');
    await Promise.all(area?.getAnimations({ subtree: true }).map((animation) => animation.finished) ?? []);
  });
}

/**
 * The notification area is at the top right, under the header: on a phone across the width less 16 px
 * margins, on a wide screen 16 px from the right edge; on a phone one notification shows at a time.
 */
export async function expectNotificationsTopRight(page: Page) {
  const box = await page.evaluate(() => {
    const area = document.querySelector('[aria-label="Notifications"] [role="status"]');
    const shown = Array.from(area?.children ?? []).filter((item) => item.getClientRects().length > 0);
    const rect = area?.getBoundingClientRect();
    return { shown: shown.length, top: rect?.top, left: rect?.left, right: rect?.right, width: innerWidth };
  });
  expect(box.shown).toBeGreaterThan(0);
  // Just under the header, not anywhere below it.
  expect(box.top).toBeGreaterThanOrEqual(HEADER_HEIGHT);
  expect(box.top).toBeLessThanOrEqual(HEADER_HEIGHT + 32);
  expect(box.right).toBe(box.width - 16);
  if (box.width < 640) {
    expect(box.left).toBe(16);
    expect(box.shown).toBe(1);
  } else expect(box.left).toBeGreaterThan(box.width / 2);
}

/**
 * While notifications show, the button can be pressed: the element at its centre is the button (or inside
 * it) where the page leaves it, if it is on screen there, and wherever a visitor scrolling to it would see it:
 * at the bottom of the screen and in its middle.
 */
export async function expectPressableUnderNotifications(button: Locator) {
  const hits = await button.evaluate((element) => {
    const pressable = () => {
      const rect = element.getBoundingClientRect();
      const atCentre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      const shown = document.querySelector('[aria-label="Notifications"] [role="status"]')?.children.length;
      return { pressable: atCentre !== null && element.contains(atCentre), notifications: shown };
    };
    const rect = element.getBoundingClientRect();
    const results: Record<string, { pressable: boolean; notifications: number | undefined }> = {};
    if (rect.top >= 0 && rect.bottom <= innerHeight) results.asLeft = pressable();
    for (const block of ['end', 'center'] as const) {
      element.scrollIntoView({ block });
      results[block] = pressable();
    }
    return results;
  });
  for (const [where, hit] of Object.entries(hits)) {
    expect(hit.notifications, where).toBeGreaterThan(0);
    expect(hit.pressable, `${where}: the button is under something`).toBe(true);
  }
  return Object.keys(hits);
}
