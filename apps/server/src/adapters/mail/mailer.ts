import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  /** Whether mail can be handed over now (the outbox folder is writable, the SMTP server answers). */
  check(): Promise<boolean>;
  close(): void;
}

export type MailerOptions =
  | { kind: 'outbox'; dir: string; from: string }
  | { kind: 'smtp'; url: string; from: string };

/**
 * nodemailer behind one interface: SMTP in production, or `.eml` files written to an outbox folder, which any
 * mail client opens, in embedded mode.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.kind === 'smtp') {
    // A send ends (or fails) well within the 5 minutes a receipt's claim is held (`RECEIPT_CLAIM_LEASE_MS`),
    // so a stalled SMTP server cannot let a second sender take the claim while the first still sends.
    const transport = nodemailer.createTransport({
      url: options.url,
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      kind: 'smtp',
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...message });
      },
      check: () =>
        transport.verify().then(
          () => true,
          () => false,
        ),
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...message });
      mkdirSync(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      writeFileSync(join(options.dir, name), info.message as Buffer);
    },
    check: async () => {
      try {
        mkdirSync(options.dir, { recursive: true });
        return true;
      } catch {
        return false;
      }
    },
    close: () => transport.close(),
  };
}
