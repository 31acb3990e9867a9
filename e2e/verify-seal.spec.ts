import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * /verify with proofs sealed on Ethereum (version 4), in Chromium. The proofs are the version 4 vectors
 * (packages/shared, made once on two anvil nodes); the product's own Base and L1 nodes are stood in for by
 * the answers those nodes gave then (`page.route`), so the page checks real headers, receipts and codes.
 */
const vectors = JSON.parse(
  readFileSync(new URL('../packages/shared/src/fixtures/proof-v4-vectors.json', import.meta.url), 'utf8'),
);
const live = vectors.proofs.live;
const seal = live.checkpoint;

interface Nodes {
  base: string;
  l1: string;
}

/** Answers the page's JSON-RPC calls to `url` from recorded answers; `change` alters one. */
async function replayNode(
  page: Page,
  url: string,
  answers: Record<string, unknown>,
  change: (method: string, answer: unknown) => unknown = (_, a) => a,
) {
  await page.route(url, (route) => {
    const { id, method, params } = route.request().postDataJSON();
    const key = `${method} ${JSON.stringify(params)}`;
    const body =
      key in answers
        ? { jsonrpc: '2.0', id, result: change(method, answers[key]) }
        : { jsonrpc: '2.0', id, error: { code: -32601, message: `not recorded: ${key}` } };
    return route.fulfill({ json: body });
  });
}

async function verifyWith(page: Page, document: string, proof: object) {
  await page.goto('/verify');
  await page.getByTestId('verify-companion-input').setInputFiles({
    name: 'preuve.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(proof)),
  });
  await page.getByTestId('verify-file-input').setInputFiles({
    name: 'document.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(document),
  });
}

test.describe('the verify page with a proof sealed on Ethereum', () => {
  let nodes: Nodes;
  test.beforeAll(async ({ request }) => {
    const chain = await (await request.get('/api/chain')).json();
    // The product's own nodes, which the page asks: a local Base stand-in and a local Ethereum.
    expect(chain.l1).toMatchObject({ chain_id: 1337 });
    nodes = { base: chain.public_rpc_url, l1: chain.l1.public_rpc_url };
  });

  test('shows « Scellé sur Ethereum le … », the seal checked on an Ethereum node, at 375 and 1440 px', async ({
    page,
  }) => {
    await replayNode(page, nodes.base, vectors.nodes.base);
    const l1Calls: string[] = [];
    await replayNode(page, nodes.l1, vectors.nodes.l1, (method, answer) => {
      l1Calls.push(method);
      return answer;
    });
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await verifyWith(page, 'scellé 3', live);
      const stage = page.getByTestId('proof-stage-sealed');
      await expect(stage).toContainText('Scellé sur Ethereum le', { timeout: 30_000 });
      await expect(stage).toContainText('Sceau vérifié par votre navigateur sur un nœud Ethereum');
      await expect(stage).toContainText(vectors.checkpoint.l1BlockHash);
      await expect(stage).toContainText(seal.transactionHash);
      await expect(stage).toContainText('n° 1 du journal d’Ethereum, 3 racines de Base');
      await page.screenshot({ path: test.info().outputPath(`verify-sealed-${width}.png`), fullPage: true });
      await stage.screenshot({ path: test.info().outputPath(`verify-sealed-stage-${width}.png`) });
    }
    // The browser itself asked the Ethereum node for the log's code, its record and the block.
    expect(l1Calls).toEqual(expect.arrayContaining(['eth_getCode', 'eth_call', 'eth_getBlockByNumber']));
  });

  test('says the seal was checked with no node when the Ethereum node does not answer', async ({ page }) => {
    await replayNode(page, nodes.base, vectors.nodes.base);
    await page.route(nodes.l1, (route) => route.abort());
    await verifyWith(page, 'scellé 3', live);
    const stage = page.getByTestId('proof-stage-sealed');
    await expect(stage).toContainText('sans nœud Ethereum, jusqu’au hachage du bloc', { timeout: 30_000 });
    await expect(stage).not.toContainText(seal.transactionHash);
  });

  test('refuses a checkpoint from the test contract presented as live', async ({ page }) => {
    await replayNode(page, nodes.base, vectors.nodes.base);
    await replayNode(page, nodes.l1, vectors.nodes.l1);
    // A test proof carrying a seal, as is…
    await verifyWith(page, 'test 1', { ...vectors.proofs.test, version: 4, checkpoint: seal });
    await expect(page.getByTestId('verify-result-refused')).toContainText(
      'une preuve de test n’est jamais scellée sur Ethereum',
      { timeout: 30_000 },
    );
    // …or with its mode turned to live: the seal's leaf names the live log, not the test contract.
    await verifyWith(page, 'test 1', { ...vectors.proofs.test, mode: 'live', version: 4, checkpoint: seal });
    const refused = page.getByTestId('verify-result-refused');
    await expect(refused).toContainText('Sceau Ethereum altéré', { timeout: 30_000 });
    await expect(page.getByTestId('proof-stage-sealed')).toHaveCount(0);
  });

  test('refuses the L1 transaction of a look-alike contract', async ({ page }) => {
    await replayNode(page, nodes.base, vectors.nodes.base);
    await replayNode(page, nodes.l1, vectors.nodes.l1, (method, answer) =>
      method === 'eth_getCode' ? '0x6080604052348015600e575f5ffd5b50' : answer,
    );
    await verifyWith(page, 'scellé 3', live);
    const refused = page.getByTestId('verify-result-refused');
    await expect(refused).toContainText('Sceau Ethereum contrefait', { timeout: 30_000 });
    await expect(page.getByTestId('proof-stage-sealed')).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('verify-look-alike-seal.png'), fullPage: true });
  });
});
