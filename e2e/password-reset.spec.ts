import type { Page } from '@playwright/test';
import { logInOnCreditsPage, openAccount, signedGet } from './support/accounts';
import { injectAxe } from './support/axe';
import { expect, test } from './support/fixtures';
import { resetLinkFromOutbox } from './support/outbox';

/** Issue 27: a forgotten password, reset by e-mail, signs every old session out. */

/** The credits page's session key, read from its login answer (the page itself can no longer read it). */
async function creditsSessionKey(page: Page, email: string, password: string) {
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/authenticate-user.php'));
  await logInOnCreditsPage(page, email, password);
  const body = (await (await answer).json()) as { api_key: string; api_secret: string };
  await expect(page.getByTestId('balance-available')).toHaveText('20');
  return { apiKey: body.api_key, apiSecret: body.api_secret };
}

async function shoot(page: Page, name: string, testInfo: { outputPath(name: string): string }) {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

test('resets a forgotten password from the e-mail of the outbox, and refuses the old sessions', async ({
  page,
  baseURL,
  browser,
}, testInfo) => {
  const account = await openAccount(baseURL ?? '');
  await page.goto(`/signup?success=true&payment_intent_id=${account.paymentIntentId}`);
  await expect(page.getByTestId('api-key')).toBeVisible({ timeout: 30_000 });

  // Two sessions opened with the old password: the web account's token, and the credits page's key.
  const web = (await (
    await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `horodoc_csrf=${'c'.repeat(64)}`,
        'x-csrf-token': 'c'.repeat(64),
      },
      body: JSON.stringify({ email: account.email, password: account.password }),
    })
  ).json()) as { token: string };
  const credits = await creditsSessionKey(page, account.email, account.password);
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await shoot(page, 'credits-login', testInfo);

  // From the credits page's login: "Mot de passe oublié ?", then the e-mail.
  await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
  await expect(page).toHaveURL(/\/forgot-password\?from=credits$/);
  await expect(page.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
  await shoot(page, 'forgot-password', testInfo);
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'Vérifiez votre boîte mail' })).toBeVisible();
  await expect(page.getByText(`Si un compte existe pour ${account.email}`)).toBeVisible();
  await shoot(page, 'reset-requested', testInfo);

  // The e-mail's link, opened in a fresh browser as from a mail client.
  const link = await resetLinkFromOutbox(account.email);
  const context = await browser.newContext({ baseURL });
  const mailTab = await context.newPage();
  await mailTab.goto(link);
  await expect(mailTab.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  // The token leaves the address bar at once.
  await expect(mailTab).toHaveURL(/\/reset-password\?from=credits$/);
  await mailTab.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
  await mailTab.getByLabel('Confirmer le mot de passe').fill('autre');
  await mailTab.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(mailTab.getByText('Minimum 8 caractères')).toBeVisible();
  await expect(mailTab.getByText('Les mots de passe ne correspondent pas')).toBeVisible();
  await shoot(mailTab, 'reset-form', testInfo);
  await mailTab.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-mot-de-passe');
  await mailTab.getByLabel('Confirmer le mot de passe').fill('nouveau-mot-de-passe');
  await mailTab.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(mailTab.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible();
  await shoot(mailTab, 'reset-done', testInfo);
  await mailTab.getByRole('link', { name: 'Se connecter' }).click();
  await expect(mailTab).toHaveURL(/\/credits$/);

  // Every session of the old password is refused.
  const profile = await fetch(`${baseURL}/api/auth/profile`, {
    headers: { authorization: `Token ${web.token}` },
  });
  expect(profile.status).toBe(401);
  expect((await signedGet(baseURL ?? '', '/pro/credits/balance', credits)).status).toBe(401);

  // The link served once.
  await mailTab.goto(link);
  await mailTab.getByLabel('Nouveau mot de passe', { exact: true }).fill('encore-un-autre-mot');
  await mailTab.getByLabel('Confirmer le mot de passe').fill('encore-un-autre-mot');
  await mailTab.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(mailTab.getByTestId('sign-in-error')).toContainText('déjà utilisé ou expiré');
  await expect(mailTab.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();

  // On the credits page, only the new password opens the account.
  await logInOnCreditsPage(mailTab, account.email, account.password);
  await expect(mailTab.getByTestId('login-error')).toHaveText('Authentification échouée');
  await mailTab.getByLabel('Mot de passe').fill('nouveau-mot-de-passe');
  await mailTab.getByRole('button', { name: 'Se connecter' }).click();
  await expect(mailTab.getByTestId('balance-available')).toHaveText('20');
  await context.close();
});

test('offers the forgotten password on the web login too, and answers alike for an unknown e-mail', async ({
  page,
}, testInfo) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await shoot(page, 'login', testInfo);
  await page.getByRole('link', { name: /Mot de passe oublié/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText("L'email est requis")).toBeVisible();
  await page.getByLabel('Email').fill('personne-ici@example.fr');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Si un compte existe pour personne-ici@example.fr')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la connexion' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('says so when the link lost its token', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByText('Ce lien de réinitialisation est incomplet')).toBeVisible();
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test('axe finds no serious or critical violation on the two reset pages', async ({ page }) => {
  const pages: [path: string, submit: string][] = [
    ['/forgot-password', 'Envoyer le lien'],
    [`/reset-password#token=hpr_${'0'.repeat(64)}`, 'Enregistrer le mot de passe'],
  ];
  for (const [path, submit] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The prerendered form is greyed until the page has read its link; axe judges the form a visitor fills.
    await expect(page.getByRole('button', { name: submit })).toBeEnabled();
    await injectAxe(page);
    const violations = await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
      const axe = (window as any).axe;
      const result = await axe.run(document, { resultTypes: ['violations'] });
      return result.violations
        .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
        .map(
          (v: { id: string; nodes: { target: string[]; failureSummary: string }[] }) =>
            `${v.id}: ${v.nodes.map((n) => `${n.target} (${n.failureSummary})`).join(', ')}`,
        );
    });
    expect(violations, path).toEqual([]);
  }
});
