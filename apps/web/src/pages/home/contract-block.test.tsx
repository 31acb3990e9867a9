// @vitest-environment happy-dom
import type { ChainInfo } from '@horodoc/shared/verify-api';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContractBlock } from './contract-block';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const BASE_SEPOLIA: ChainInfo = {
  chain_id: 84532,
  chain_name: 'Base Sepolia',
  contract_address: '0x00000000000000000000000000000000000000aB',
  contract_explorer_url: 'https://sepolia.basescan.org/address/0x00000000000000000000000000000000000000aB',
  deployment_block: 123,
  code_hash: `0x${'1'.repeat(64)}`,
  public_rpc_url: 'https://sepolia.base.org',
};
const LOCAL: ChainInfo = {
  ...BASE_SEPOLIA,
  chain_id: 31337,
  chain_name: 'Anvil (réseau local)',
  contract_explorer_url: null,
  deployment_block: null,
  public_rpc_url: null,
};

/** The service's /api/chain, answering this description of its chain. */
function serveChain(info: ChainInfo) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(String(url));
    return new Response(JSON.stringify(info), { headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

/** The prerendered block, with its load script run as the browser runs it, before any bundle. */
async function loadPrerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ContractBlock />);
  document.body.append(container);
  const script = container.querySelector('script')?.textContent ?? '';
  new Function(script)();
  const address = container.querySelector('[data-testid="home-contract-address"]');
  await vi.waitFor(() => expect(address?.textContent).not.toBe(''));
  return container;
}

const slot = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLElement>(`[data-contract="${name}"]`);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('the home page contract block', () => {
  it('shows the address and the explorer link as the page loads, and React hydrates it as it is', async () => {
    const asked = serveChain(BASE_SEPOLIA);
    const container = await loadPrerendered();
    expect(asked).toEqual(['/api/chain']);
    expect(slot(container, 'address')?.textContent).toBe(BASE_SEPOLIA.contract_address);
    expect(slot(container, 'address')?.hidden).toBe(false);
    expect(slot(container, 'pending')?.hidden).toBe(true);
    expect(slot(container, 'explorer')?.hidden).toBe(false);
    expect(slot(container, 'explorer-link')?.getAttribute('href')).toBe(BASE_SEPOLIA.contract_explorer_url);
    expect(slot(container, 'local')?.hidden).toBe(true);

    const complaints = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <ContractBlock />, { onRecoverableError: (error) => recoverable.push(error) });
    });
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    await act(async () => {});
    expect(recoverable).toEqual([]);
    expect(complaints).not.toHaveBeenCalled();
    expect(slot(container, 'address')?.textContent).toBe(BASE_SEPOLIA.contract_address);
    expect(slot(container, 'explorer')?.hidden).toBe(false);
    expect(slot(container, 'explorer-link')?.getAttribute('href')).toBe(BASE_SEPOLIA.contract_explorer_url);
    expect(slot(container, 'pending')?.hidden).toBe(true);
  });

  it('names the local chain, without a block it does not know, where there is no explorer', async () => {
    serveChain(LOCAL);
    const container = await loadPrerendered();
    expect(slot(container, 'explorer')?.hidden).toBe(true);
    expect(slot(container, 'local')?.hidden).toBe(false);
    expect(slot(container, 'chain')?.textContent).toBe('Anvil (réseau local)');
    expect(slot(container, 'deployed')?.hidden).toBe(true);
    expect(slot(container, 'local')?.textContent).toMatch(
      /^Sur Anvil \(réseau local\), le réseau local de cette instance de démonstration.*\u00a0: aucun explorateur public/,
    );
  });

  it('says it is looking while the service does not answer', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContractBlock />);
    new Function(container.querySelector('script')?.textContent ?? '')();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(slot(container, 'pending')?.hidden).toBe(false);
    expect(slot(container, 'address')?.hidden).toBe(true);
  });
});
