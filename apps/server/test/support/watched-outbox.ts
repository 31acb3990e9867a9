import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMailer, type Mailer } from '../../src/adapters/mail/mailer';

type SentMail = Parameters<Mailer['send']>[0];

/**
 * The real outbox mailer (`.eml` files in a folder of its own), told when each e-mail is written, so a test
 * waits for a mail the server sends after its answer without polling. `hold()` keeps the next sends waiting
 * until `release()`, to see that an answer does not wait for its e-mail.
 */
export function watchedOutbox() {
  const dir = mkdtempSync(join(tmpdir(), 'horodoc-outbox-'));
  const real = createMailer({ kind: 'outbox', dir, from: 'Horodoc <no-reply@horodoc.fr>' });
  const sent: SentMail[] = [];
  const waiters: Array<() => void> = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  const mailer: Mailer = {
    ...real,
    async send(message) {
      await held;
      await real.send(message);
      sent.push(message);
      for (const wake of waiters.splice(0)) wake();
    },
  };
  const matching = (predicate: (mail: SentMail) => boolean) => sent.filter(predicate);
  return {
    mailer,
    /** The e-mails written so far that `predicate` picks, oldest first. */
    sent: matching,
    /** The `.eml` files of the outbox folder, as raw text. */
    files: () => readdirSync(dir).map((name) => readFileSync(join(dir, name), 'utf8')),
    /** Resolves with the `count`-th e-mail `predicate` picks, once written; fails after `timeoutMs`. */
    waitFor(predicate: (mail: SentMail) => boolean, count: number, timeoutMs = 10_000): Promise<SentMail> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${matching(predicate).length} matching e-mails, not ${count}`)),
          timeoutMs,
        );
        const look = () => {
          const found = matching(predicate)[count - 1];
          if (!found) return void waiters.push(look);
          clearTimeout(timer);
          resolve(found);
        };
        look();
      });
    },
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release() {
      held = null;
      release();
    },
  };
}

/** The link of a reset e-mail's text. */
export function resetLinkOf(text: string): URL {
  const link = /https?:\/\/\S+\/reset-password\S*#token=hpr_[0-9a-f]{64}/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in:\n${text}`);
  return new URL(link);
}
