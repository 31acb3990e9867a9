import { randomBytes } from 'node:crypto';
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
  // own address (support/accounts.ts), not all from one address at two tests' pace. Health's details are
  // then read with its token, as a monitor behind the proxy does.
  const healthToken = randomBytes(24).toString('hex');
  const product = await startProduct({ TRUST_PROXY: 'loopback', HEALTH_TOKEN: healthToken });
  process.env.E2E_HEALTH_TOKEN = healthToken;
  process.env.BASE_URL = product.baseUrl;
  process.env.E2E_DATA_DIR = product.dataDir;
  return async () => {
    await product.stop();
  };
}
