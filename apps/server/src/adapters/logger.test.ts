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
