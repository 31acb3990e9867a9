import { formatEuros, formatPackEuros, MONTHLY_PLANS } from '@horodoc/shared/pricing';
import type { Page } from '@playwright/test';
import { injectAxe } from './support/axe';
import { expect, test } from './support/fixtures';

/** The public site (issue 6): header, home, blog, legal pages, redirects and accessibility. */

const EDUCATION = '/blog/education-horodatage-travaux-etudiants';
const LEGAL_DOCUMENTS = [
  { path: '/legal-notice', title: 'Mentions légales' },
  { path: '/privacy-policy', title: 'Politique de confidentialité' },
  { path: '/terms-of-service', title: "Conditions générales d'utilisation" },
] as const;

/** The page's JSON-LD documents, parsed; fails on invalid JSON. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text));
}

function graphNodes(documents: Record<string, unknown>[]): Record<string, unknown>[] {
  return documents.flatMap((doc) => (Array.isArray(doc['@graph']) ? doc['@graph'] : [doc]));
}

test.describe('header', () => {
  test('shows the logo, the chains badge and the seven links in order', async ({ page }) => {
    await page.goto('/blog');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Horodoc, accueil' })).toHaveAttribute('href', '/');
    await expect(header.getByText('Base · Ethereum')).toBeVisible();
    const nav = header.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link')).toHaveText([
      'Comment ça marche',
      "Cas d'usage",
      'Blog',
      'Vérifier',
      'Tarifs',
      'API',
      'FAQ',
    ]);
  });

  test('leads to the blog, the verify page and the API docs', async ({ page }) => {
    await page.goto('/legal-notice');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await nav.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Le blog' })).toBeVisible();
    await nav.getByRole('link', { name: 'Vérifier' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vérifier un document' })).toBeVisible();
    await nav.getByRole('link', { name: 'API' }).click();
    await expect(page).toHaveURL(/\/api-docs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  for (const [label, anchor] of [
    ['Comment ça marche', 'how-it-works'],
    ["Cas d'usage", 'use-cases'],
    ['Tarifs', 'pricing'],
    ['FAQ', 'faq'],
  ] as const) {
    test(`'${label}' reaches the home section #${anchor} from another page`, async ({ page }) => {
      await page.goto(EDUCATION);
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: label })
        .click();
      await expect(page).toHaveURL(new RegExp(`/#${anchor}$`));
      await expect(page.locator(`#${anchor}`)).toBeInViewport();
    });
  }

  test('has a mobile menu that opens from the keyboard and reaches the pricing section', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/blog');
    const desktopNav = page.locator('header nav.hidden');
    await expect(desktopNav).toBeHidden();
    const toggle = page.locator('header summary');
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Navigation principale' });
    // The seven header links, after 'Connexion' (beside the menu button from the sm breakpoint).
    await expect(menu.getByRole('link')).toHaveCount(8);
    await expect(menu.getByRole('link').first()).toHaveText('Connexion');
    await menu.getByRole('link', { name: 'Tarifs' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });
});

test.describe('home', () => {
  test('shows the hero, its price and its two calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Protégez vos documents en 30 secondes' }),
    ).toBeVisible();
    await expect(page.getByText('Prix HT : 1€ le premier document, puis 0,41€ HT')).toBeVisible();
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(hero.getByRole('link', { name: 'Horodater maintenant' })).toHaveAttribute('href', '/upload');
    await expect(hero.getByRole('link', { name: 'Vérifier un document' })).toHaveAttribute('href', '/verify');
  });

  test('has three steps, nine sector cards, three ways to pay and the bailiff comparison', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('#how-it-works ol > li')).toHaveCount(3);
    await expect(page.locator('#use-cases ul').first().locator('> li')).toHaveCount(9);
    const cards = page.locator('#pricing article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("À l'acte");
    await expect(cards.nth(1)).toContainText('Crédits API');
    const plans = cards.nth(2);
    await expect(plans).toContainText('Formules mensuelles');
    const cheapest = Math.min(...MONTHLY_PLANS.map((plan) => plan.monthlyPriceHtCents));
    await expect(plans).toContainText(`dès${formatPackEuros(cheapest)} €HT par mois`);
    // Each plan of the business configuration, with its price, its quota and its price per document.
    const planList = plans.getByRole('list', { name: 'Les formules' }).getByRole('listitem');
    await expect(planList).toHaveCount(MONTHLY_PLANS.length);
    for (const [index, plan] of MONTHLY_PLANS.entries()) {
      const perDocument = formatEuros(Math.round(plan.monthlyPriceHtCents / plan.documentsPerMonth));
      await expect(planList.nth(index)).toHaveText(
        `${plan.name}${formatEuros(plan.monthlyPriceHtCents)}\u00a0€ HT / mois` +
          `${plan.documentsPerMonth} documents par mois, soit ${perDocument}\u00a0€ HT le document`,
      );
    }
    await expect(plans.getByRole('link', { name: 'Choisir une formule' })).toHaveAttribute(
      'href',
      '/register?next=%2Faccount%2Fplan',
    );
    // « Sans abonnement » belongs to the per-document card alone.
    await expect(page.locator('#pricing').getByText(/sans abonnement/i)).toHaveCount(1);
    await expect(cards.nth(0).getByText(/sans abonnement/i)).toHaveCount(1);
    const table = page.getByRole('table', { name: /huissier/i });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table).toContainText('150-300€');
    await expect(page.locator('#pricing')).toContainText('eIDAS 2.0');
    await expect(page.locator('#pricing').getByRole('link', { name: "Découvrir l'API" })).toHaveAttribute(
      'href',
      '/api-docs',
    );
  });

  test('names the contract as the page loads, before any interaction, and keeps it once React runs', async ({
    page,
    request,
  }, testInfo) => {
    const chain = await (await request.get('/api/chain')).json();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    const block = page.locator('[data-contract-block]');
    const address = page.getByTestId('home-contract-address');
    await expect(address).toHaveText(chain.contract_address);
    // The local chain has no explorer: the block says how to read it instead.
    await expect(block).toContainText(`Sur ${chain.chain_name}, le réseau local`);
    await expect(block).toContainText(
      `déployé au bloc ${chain.deployment_block}\u00a0: aucun explorateur public`,
    );
    await expect(block.getByRole('link', { name: 'Voir le contrat sur Basescan' })).toBeHidden();
    await expect(block.getByText('Recherche de l’adresse du contrat…')).toBeHidden();
    // Nothing was touched: React has not run yet.
    expect(await page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(false);
    await address.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('contract-block-at-load.png') });

    await page.mouse.wheel(0, 100);
    await expect.poll(() => page.evaluate(() => '__reactRouterRouteModules' in window)).toBe(true);
    // React's own request answered too, and its render left the block as the load script filled it.
    await page.waitForLoadState('networkidle');
    await expect(address).toHaveText(chain.contract_address);
    await expect(block).toContainText(`déployé au bloc ${chain.deployment_block}`);
    await expect(block.getByText('Recherche de l’adresse du contrat…')).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('toggles each of the seven FAQ items on its own, with the mouse and the keyboard', async ({
    page,
  }) => {
    await page.goto('/');
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(7);
    for (const item of await items.all()) await expect(item).not.toHaveAttribute('open');

    const first = items.nth(0);
    const third = items.nth(2);
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open');
    await expect(first.getByText('Votre navigateur calcule')).toBeVisible();
    await third.locator('summary').click();
    await expect(third).toHaveAttribute('open');
    await expect(first).toHaveAttribute('open');
    await first.locator('summary').click();
    await expect(first).not.toHaveAttribute('open');
    await expect(third).toHaveAttribute('open');

    await items.nth(6).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(items.nth(6)).toHaveAttribute('open');
    await page.keyboard.press('Space');
    await expect(items.nth(6)).not.toHaveAttribute('open');
  });

  test("offers 'Nous contacter' by e-mail and the verification help", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute('href', /^mailto:.+@/);
    const help = page.locator('#verification');
    await expect(help.getByText('Méthode 1')).toBeVisible();
    await expect(help.getByText('Méthode 2')).toBeVisible();
    await expect(help.getByRole('link', { name: /Calculateur/ })).toHaveCount(2);
    await expect(help).toContainText('Le contrat intelligent');
  });

  test('carries Organization, WebSite and FAQPage structured data', async ({ page }) => {
    await page.goto('/');
    const nodes = graphNodes(await jsonLd(page));
    expect(nodes.map((node) => node['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'WebSite', 'FAQPage']),
    );
    const faq = nodes.find((node) => node['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(7);
  });
});

test.describe('blog', () => {
  test('features the newest article, then lists the ten others newest first', async ({ page }) => {
    await page.goto('/blog');
    const featured = page.getByTestId('featured-article');
    await expect(featured).toContainText(/Étudiants\s*: prouvez que vos travaux étaient là les premiers/);
    await expect(featured).toContainText(/8\s+août\s+2025/);
    await expect(featured).toContainText('7 min');
    await expect(featured.getByRole('link', { name: /Lire la suite/ })).toHaveAttribute('href', EDUCATION);

    const dates = await page
      .getByTestId('article-grid')
      .locator('time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toHaveLength(10);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates.every((date) => date < '2025-08-08')).toBe(true);
  });

  test('opens an article from its card', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByTestId('article-grid')
      .getByRole('link', { name: /Lire la suite.*Comment horodater un document/ })
      .click();
    await expect(page).toHaveURL(/\/blog\/comment-horodater-document$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Comment horodater un document');
  });

  test('shows an article with its breadcrumb, meta and two related articles', async ({ page }) => {
    await page.goto(EDUCATION);
    await expect(page).toHaveTitle(/ - Blog Horodoc$/);
    const breadcrumb = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Accueil', 'Blog', /Étudiants/]);
    await expect(page.getByText('Par Équipe Horodoc')).toBeVisible();
    await expect(page.getByText('7 min de lecture').first()).toBeVisible();
    await expect(page.locator('.prose-article h2').first()).toBeVisible();

    const related = page.getByTestId('related-articles');
    await expect(page.getByRole('heading', { name: 'Articles similaires' })).toBeVisible();
    const links = related.getByRole('link');
    await expect(links).toHaveCount(2);
    // Both share one tag ('Propriété intellectuelle') with the article: the newer comes first.
    await expect(links.nth(0)).toHaveAttribute(
      'href',
      '/blog/protection-propriete-intellectuelle-blockchain',
    );
    await expect(links.nth(1)).toHaveAttribute('href', '/blog/protection-droits-auteur-blockchain');
    await links.nth(0).click();
    await expect(page).toHaveURL(/\/blog\/protection-propriete-intellectuelle-blockchain$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('R&D et startups');
  });

  test('describes an article as a BlogPosting with ISO dates and its reading time', async ({ page }) => {
    await page.goto(EDUCATION);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      /^https:\/\/[^/]+\/blog\/education-/,
    );
    const posting = graphNodes(await jsonLd(page)).find((node) => node['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      datePublished: '2025-08-08',
      dateModified: '2025-08-08',
      timeRequired: 'PT7M',
      inLanguage: 'fr-FR',
    });
    expect(posting?.wordCount).toBeGreaterThan(1000);
    for (const field of ['headline', 'description', 'image', 'author', 'publisher', 'keywords']) {
      expect(posting?.[field], field).toBeTruthy();
    }
  });
});

test.describe('legal pages', () => {
  for (const { path, title } of LEGAL_DOCUMENTS) {
    for (const address of [path, `/legal${path}`]) {
      test(`${address} shows '${title}', its date and the way home`, async ({ page }) => {
        await page.goto(address);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByText('Dernière mise à jour : 15 janvier 2025')).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
        await expect(page.locator('main')).not.toContainText('{{');
        await page.getByRole('link', { name: "Retour à l'accueil" }).click();
        await expect(page).toHaveURL(/\/$/);
      });
    }
  }

  test('/terms and /privacy show the terms and the privacy policy', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Conditions générales d'utilisation");
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Politique de confidentialité');
  });

  test('are linked from the footer', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute(
      'href',
      '/legal-notice',
    );
    await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await expect(footer.getByRole('link', { name: 'CGU' })).toHaveAttribute('href', '/terms-of-service');
    await expect(footer).toContainText('Sécurisé par Ethereum');
    await expect(footer).toContainText('Horodaté sur Base (Coinbase)');
    await expect(footer).toContainText(`© ${new Date().getFullYear()} Horodoc. Tous droits réservés.`);
  });
});

test.describe('unknown addresses', () => {
  for (const path of ['/une-page-qui-n-existe-pas', '/blog/article-inconnu']) {
    test(`${path} leads to the home page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Protégez vos documents en 30 secondes' }),
      ).toBeVisible();
    });
  }
});

test.describe('accessibility', () => {
  for (const [name, path] of [
    ['home', '/'],
    ['blog', '/blog'],
    ['article', EDUCATION],
    ['legal page', '/privacy-policy'],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`axe finds no serious or critical violation on the ${name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await injectAxe(page);
        const violations = await page.evaluate(async () => {
          // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
          const axe = (window as any).axe;
          const result = await axe.run(document, { resultTypes: ['violations'] });
          return result.violations
            .filter((v: { impact: string }) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v: { id: string; nodes: { target: string[] }[] }) =>
                `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
            );
        });
        expect(violations).toEqual([]);
      });
    }
  }
});

test.describe('prerendered HTML', () => {
  const PAGES = [
    ['/', 'Protégez vos documents en 30 secondes'],
    ['/blog', 'Le blog'],
    [EDUCATION, 'Étudiants'],
    ['/privacy-policy', 'Politique de confidentialité'],
    ['/legal/terms-of-service', "Conditions générales d'utilisation"],
    ['/terms', "Conditions générales d'utilisation"],
    ['/verify', 'Vérifier un document'],
    ['/upload', 'Horodatage Blockchain'],
    ['/api-docs', "L'horodatage blockchain dans vos applications"],
    ['/signup', 'Créer un compte API'],
    ['/credits', 'Acheter des crédits API'],
  ] as const;

  for (const [path, heading] of PAGES) {
    test(`${path} is served as complete HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toMatch(/<title>[^<]{10,}<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{50,}"/);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      expect(html).toMatch(/<meta property="og:title"/);
      expect(html).toContain('<script type="application/ld+json">');
      expect(html).toContain(heading.replace(/'/g, '&#x27;'));
    });
  }

  test('every page names its own keywords, in its prerendered head and once it runs', async ({
    page,
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const canonical = [...sitemap.matchAll(/<loc>https:\/\/[^/]+([^<]*)<\/loc>/g)].map(
      ([, path]) => path || '/',
    );
    expect(canonical.length).toBeGreaterThan(15);
    const others = [
      '/login',
      '/register',
      '/account',
      '/account/plan',
      '/account/invoices',
      '/account/activities',
    ];
    const aliases = [
      '/legal/legal-notice',
      '/legal/privacy-policy',
      '/legal/terms-of-service',
      '/terms',
      '/privacy',
    ];
    const keywordsByPath = new Map<string, string>();
    for (const path of [...canonical, ...others, ...aliases]) {
      const html = await (await request.get(path, { maxRedirects: 0 })).text();
      const keywords = (html.match(/<meta name="keywords" content="([^"]+)"/)?.[1] ?? '')
        .replaceAll('&#x27;', "'")
        .replaceAll('&amp;', '&');
      expect(keywords.split(', ').length, `${path} has its keywords`).toBeGreaterThanOrEqual(3);
      keywordsByPath.set(path, keywords);
    }
    // Once React runs the site, each in-app navigation puts the new page's own keywords in the head.
    const keywords = page.locator('meta[name="keywords"]');
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toBeEnabled();
    await expect(keywords).toHaveAttribute('content', keywordsByPath.get('/login') ?? '');
    await page.getByRole('main').getByRole('link', { name: 'Créer un compte', exact: true }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(keywords).toHaveAttribute('content', keywordsByPath.get('/register') ?? '');
    const navigation = page.getByRole('navigation', { name: 'Navigation principale' });
    for (const [link, path] of [
      ['Vérifier', '/verify'],
      ['Blog', '/blog'],
      ['API', '/api-docs'],
    ] as const) {
      await navigation.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(keywords).toHaveAttribute('content', keywordsByPath.get(path) ?? '');
      await expect(keywords).toHaveCount(1);
    }
  });

  test('pages read and work with JavaScript disabled', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    try {
      await page.goto('/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Protégez vos documents en 30 secondes' }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/Horodoc/);
      const faq = page.locator('#faq details').first();
      await faq.locator('summary').click();
      await expect(faq).toHaveAttribute('open');
      expect(graphNodes(await jsonLd(page)).some((node) => node['@type'] === 'FAQPage')).toBe(true);

      await page.goto('/blog');
      await page.getByTestId('featured-article').getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${EDUCATION}$`));
      await expect(page.locator('.prose-article p').first()).toBeVisible();
      await expect(page.getByTestId('related-articles').getByRole('link')).toHaveCount(2);

      await page.goto('/legal/legal-notice');
      await expect(page.getByRole('heading', { level: 1, name: 'Mentions légales' })).toBeVisible();
      await expect(page.locator('main')).toContainText('Julien Marchand');
    } finally {
      await context.close();
    }
  });

  test('sitemap.xml lists every public page with its date, and robots.txt points to it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>\s*<lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>/g)];
    const paths = urls.map(([, loc]) => new URL(loc ?? '').pathname);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/upload', '/verify', '/blog', EDUCATION, '/api-docs', '/privacy-policy']),
    );
    expect(paths.filter((path) => path.startsWith('/blog/'))).toHaveLength(11);
    expect(urls.find(([, loc]) => loc?.endsWith(EDUCATION))?.[2]).toBe('2025-08-08');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https:\/\/.+\/sitemap\.xml$/m);
  });
});
