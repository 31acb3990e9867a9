import { createHash, randomBytes } from 'node:crypto';

/** A new web token: 256 random bits, prefixed so a leaked one is recognisable in a secret scanner. */
export function newWebToken(): string {
  return `hwt_${randomBytes(32).toString('hex')}`;
}

/** What is stored and looked up: the token's SHA-256, never the token (it is random, so no salt is needed). */
export function hashWebToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How long a web token lives: `idleMs` past its last use, never more than `maxMs` past its creation. */
export interface WebTokenLifetime {
  idleMs: number;
  maxMs: number;
}

/** A token's end when used at `now`: its idle time from now, within its maximum life. */
export function webTokenEnd(lifetime: WebTokenLifetime, createdAt: Date, now: Date): Date {
  return new Date(Math.min(now.getTime() + lifetime.idleMs, createdAt.getTime() + lifetime.maxMs));
}

/** A token's end is moved on at most this often, not written at every request. */
const RENEW_EVERY_MS = 60_000;

/** Whether a use at `now` should move the token's end on (it is more than a minute behind). */
export function isRenewalDue(
  lifetime: WebTokenLifetime,
  token: { createdAt: Date; expiresAt: Date },
  now: Date,
): boolean {
  return webTokenEnd(lifetime, token.createdAt, now).getTime() - token.expiresAt.getTime() >= RENEW_EVERY_MS;
}
