import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createLogger, redactUrl } from './logger';

function memoryLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('info', destination), lines };
}

describe('the logger', () => {
  it('keeps an invoice download token out of the request address it logs', async () => {
    const { logger, lines } = memoryLogger();
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
    app.get('/api/get-invoice.php', async () => 'ok');
    await app.inject({ method: 'GET', url: '/api/get-invoice.php?id=2026-000001&token=s3cr3t-t0ken' });
    await app.close();
    const written = lines.join('');
    expect(written).toContain('/api/get-invoice.php?id=2026-000001&token=[secret]');
    expect(written).not.toContain('s3cr3t-t0ken');
  });

  it('censors secret headers and fields', () => {
    const { logger, lines } = memoryLogger();
    logger.info({ req: { headers: { authorization: 'Token abc' } }, account: { apiSecret: 'xyz' } }, 'x');
    expect(lines.join('')).not.toMatch(/Token abc|xyz/);
  });

  it('leaves addresses without secrets as they are', () => {
    expect(redactUrl('/api/verify?lang=fr')).toBe('/api/verify?lang=fr');
    expect(redactUrl('/x?key=1&b=2&client_secret=pi_1_secret_2')).toBe(
      '/x?key=[secret]&b=2&client_secret=[secret]',
    );
  });
});

describe('the logger, on account data', () => {
  it('censors passwords, API secrets, session secrets and client secrets wherever they sit', () => {
    const { logger, lines } = memoryLogger();
    logger.info(
      {
        body: { email: 'a@example.fr', password: 'motdepasse-1' },
        answer: { api_key: 'hses_1', api_secret: 'session-secret-2', apiSecret: 'api-secret-3' },
        payment: { client_secret: 'pi_1_secret_4', clientSecret: 'pi_1_secret_5' },
        account: { passwordHash: '$argon2id$6', secretCiphertext: 'sealed-7' },
      },
      'account event',
    );
    const written = lines.join('');
    for (const secret of [
      'motdepasse-1',
      'session-secret-2',
      'api-secret-3',
      'secret_4',
      'secret_5',
      '$argon2id$6',
      'sealed-7',
    ]) {
      expect(written).not.toContain(secret);
    }
    expect(written).toContain('a@example.fr');
    expect(written).toContain('hses_1');
  });

  it('censors the signature headers of a signed request', () => {
    const { logger, lines } = memoryLogger();
    logger.info(
      { req: { headers: { 'x-api-key': 'hk_8', 'x-signature': 'sig-9', 'x-timestamp': '1' } } },
      'x',
    );
    expect(lines.join('')).not.toMatch(/hk_8|sig-9/);
  });
});
