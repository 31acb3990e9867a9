import { startProduct } from './start-product';

/**
 * One product for the whole run, started as a user starts it; tests read its address from BASE_URL.
 * Set E2E_BASE_URL to run the tests against a product already running.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) {
    process.env.BASE_URL = process.env.E2E_BASE_URL;
    return;
  }
  // Behind a proxy on this machine, as in production: the accounts the tests open each come from a visitor's
  // own address (support/accounts.ts), not all from one address at two tests' pace.
  const product = await startProduct({ TRUST_PROXY: 'loopback' });
  process.env.BASE_URL = product.baseUrl;
  process.env.E2E_DATA_DIR = product.dataDir;
  return async () => {
    await product.stop();
  };
}
