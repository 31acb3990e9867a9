import { expect, test } from './support/fixtures';

test('the home page served by npm start shows the hero heading', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Protégez vos documents en 30 secondes' }),
  ).toBeVisible();
});

test('the health endpoint reports every part ok', async ({ request }) => {
  const response = await request.get('/api/health', {
    headers: { authorization: `Bearer ${process.env.E2E_HEALTH_TOKEN}` },
  });
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.status).toBe('ok');
  expect(body.database.ok).toBe(true);
  expect(body.chain.ok).toBe(true);
  expect(body.anchoring.ok).toBe(true);
  // npm start gives test keys their own engine, on a second contract of the same local chain.
  expect(body.anchoring_test.ok).toBe(true);
  expect(body.anchoring_test.network.contractAddress).not.toBe(body.chain.contractAddress);
});
