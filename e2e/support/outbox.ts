import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The product's outbox folder (embedded mode writes every e-mail there as an .eml file). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set: the outbox of a product started elsewhere is not here');
  return join(dataDir, 'outbox');
}

/** An .eml file's text with its quoted-printable soft line breaks and `=` escapes undone. */
function decoded(mail: string): string {
  return mail
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Waits for the reset e-mail to `email` in the outbox, and answers its link's path, query and token. */
export async function resetLinkFromOutbox(email: string): Promise<string> {
  const find = () => {
    try {
      return readdirSync(outboxDir())
        .map((name) => decoded(readFileSync(join(outboxDir(), name), 'utf8')))
        .find((mail) => mail.includes(`To: ${email}`) && mail.includes('/reset-password'));
    } catch {
      return undefined;
    }
  };
  await expect.poll(find, { timeout: 15_000 }).toBeTruthy();
  const link = /https?:\/\/[^\s]+\/reset-password[^\s]*#token=hpr_[0-9a-f]{64}/.exec(find() ?? '')?.[0] ?? '';
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}
